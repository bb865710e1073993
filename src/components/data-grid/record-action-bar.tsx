import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import { useBackToList, useForwardedListState } from './list-return';

type Variant = 'contained' | 'outlined';

export interface RecordActionBarProps {
  /** Names the buttons as a group for screen readers (absent: a plain row of buttons). */
  label?: string | undefined;
  /** Back: to the list as it was left (page, search, sort, tab), or the list's route. */
  backLabel: string;
  /** Edit: a link to the record's `edit` screen, passing the way back on. Absent: no Edit. */
  edit?: { label: string; variant?: Variant } | undefined;
  /** The screen's own actions (an order's status moves), after Edit. */
  children?: ReactNode;
  /** Delete (the screen asks first, see `useRowRemoval`). Absent: no Delete. */
  remove?: { label: string; onClick: () => void } | undefined;
  /** Restore a deleted record. Absent: no Restore. */
  restore?: { label: string; onClick: () => void; busy: boolean; variant?: Variant } | undefined;
}

/**
 * The action bar of a record's view screen (`<Resource>Show`), beside `RecordFormActions` of its
 * forms: Back, Edit, the screen's own actions, then Delete or Restore. Each screen says which it
 * offers (by role, by the record's state); the bar keeps their order, look and links.
 */
export function RecordActionBar({
  label,
  backLabel,
  edit,
  children,
  remove,
  restore,
}: RecordActionBarProps) {
  const backTo = useBackToList();
  const listState = useForwardedListState();
  return (
    <Stack
      direction="row"
      spacing={1}
      role={label === undefined ? undefined : 'group'}
      aria-label={label}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button
        component={RouterLink}
        to={backTo}
        // the text colour: the primary colour as text on the page is too faint (WCAG AA)
        color="inherit"
        startIcon={<ArrowBack sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
      >
        {backLabel}
      </Button>
      {edit && (
        <Button
          component={RouterLink}
          to="edit"
          relative="path"
          state={listState}
          variant={edit.variant ?? 'contained'}
          startIcon={<EditOutlined />}
        >
          {edit.label}
        </Button>
      )}
      {children}
      {remove && (
        <Button color="error" startIcon={<DeleteOutlined />} onClick={remove.onClick}>
          {remove.label}
        </Button>
      )}
      {restore && (
        <Button
          variant={restore.variant ?? 'outlined'}
          color="success"
          loading={restore.busy}
          startIcon={<RestoreFromTrashOutlined />}
          onClick={restore.onClick}
        >
          {restore.label}
        </Button>
      )}
    </Stack>
  );
}
