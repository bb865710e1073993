import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { MaterialDesignContent, closeSnackbar } from 'notistack';
import type { CustomContentProps, OptionsObject } from 'notistack';
import { ACTION_TOAST_DURATION_MS, toastVariant } from './toast-types';
import type { NotifyOptions, ToastAction, ToastType, ToastVariant } from './toast-types';

export { TOAST_DURATION_MS, TOAST_STACK_MAX, toastVariant } from './toast-types';

/** notistack options of a toast: its variant, and its button when it has one. */
export function toastOptions(
  type: ToastType | ToastVariant,
  options?: NotifyOptions,
): OptionsObject {
  const variant = toastVariant(type);
  return options?.action ? { variant, ...toastActionOptions(options.action) } : { variant };
}

/** notistack options of a toast with a button: the button runs the action and closes the toast. */
function toastActionOptions({ label, onClick }: ToastAction): OptionsObject {
  return {
    autoHideDuration: ACTION_TOAST_DURATION_MS,
    action: (key) => (
      <Button
        color="inherit"
        size="small"
        sx={{ fontWeight: 700 }}
        onClick={(event) => {
          event.stopPropagation();
          closeSnackbar(key);
          onClick();
        }}
      >
        {label}
      </Button>
    ),
  };
}

const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

/**
 * A toast with a progress bar that runs for its auto-hide time and pauses while hovered (as
 * notistack pauses the timer); a click closes it.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(
  function ToastContent(props, ref) {
    const { id, autoHideDuration, message } = props;
    return (
      <Box
        onClick={() => closeSnackbar(id)}
        sx={{
          position: 'relative',
          cursor: 'pointer',
          borderRadius: 1,
          overflow: 'hidden',
          '&:hover .toast-progress': { animationPlayState: 'paused' },
          // notistack's own colours fall short of WCAG AA (4.5:1) for success, info and warning
          '& .notistack-MuiContent-success': { backgroundColor: '#2e7d32', color: '#fff' },
          '& .notistack-MuiContent-error': { backgroundColor: '#c62828', color: '#fff' },
          '& .notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#fff' },
          '& .notistack-MuiContent-warning': { backgroundColor: '#ed6c02', color: '#000' },
        }}
      >
        <MaterialDesignContent ref={ref} {...props} message={message} />
        {autoHideDuration ? (
          <Box
            className="toast-progress"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              height: 4,
              bgcolor: 'rgba(255, 255, 255, 0.7)',
              transformOrigin: 'left',
              animation: `${countdown} ${autoHideDuration}ms linear forwards`,
            }}
          />
        ) : null}
      </Box>
    );
  },
);
