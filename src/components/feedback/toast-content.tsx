import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { MaterialDesignContent, closeSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';

export { TOAST_DURATION_MS, TOAST_STACK_MAX, toastVariant } from './toast-types';

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
