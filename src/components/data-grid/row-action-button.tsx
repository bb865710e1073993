import { forwardRef } from 'react';
import type { ReactElement, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TouchRippleActions } from '@mui/material/ButtonBase';

export interface RowActionButtonProps {
  /** The accessible name and the tooltip (already translated, naming the row). */
  label: string;
  icon: ReactElement;
  /** A link (view, edit) when set; a button otherwise. */
  to?: string | undefined;
  linkState?: unknown;
  onClick?: (() => void) | undefined;
  color?: 'default' | 'primary' | 'error' | 'success' | undefined;
  // set by the grid's actions cell (roving focus among the row's buttons)
  tabIndex?: number;
  touchRippleRef?: Ref<TouchRippleActions>;
}

/**
 * One icon button of a row's actions, with its tooltip. Rendered inside the grid's actions cell,
 * which moves the focus among a row's buttons with the arrow keys.
 */
export const RowActionButton = forwardRef<HTMLButtonElement, RowActionButtonProps>(
  function RowActionButton(
    { label, icon, to, linkState, onClick, color = 'default', tabIndex, touchRippleRef },
    ref,
  ) {
    const common = {
      size: 'small' as const,
      color,
      'aria-label': label,
      tabIndex,
      touchRippleRef,
    };
    return (
      <Tooltip title={label}>
        {to !== undefined ? (
          <IconButton
            {...common}
            ref={ref as Ref<HTMLAnchorElement>}
            component={RouterLink}
            to={to}
            state={linkState}
            onClick={onClick}
          >
            {icon}
          </IconButton>
        ) : (
          <IconButton {...common} ref={ref} onClick={onClick}>
            {icon}
          </IconButton>
        )}
      </Tooltip>
    );
  },
);
