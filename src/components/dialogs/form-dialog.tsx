import { useId } from 'react';
import type { ReactNode, SubmitEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export interface FormDialogProps {
  /** The question or the task (already translated); names the dialog. */
  title: ReactNode;
  /** The form's fields and texts, stacked. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive answer shows its button in the error colour. */
  destructive?: boolean;
  /** The dialog's width: `xs` (default) for a field or two, `sm` for a row of fields. */
  maxWidth?: 'xs' | 'sm';
  /** The answer is being sent: the submit button spins and the dialog cannot be dismissed. */
  busy: boolean;
  /** The form was submitted (its button, or Enter in a field); the page does not reload. */
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A form that asks before an action, in a dialog (see ConfirmDialog for a plain question): the
 * dialog's paper is the form (Enter in a field submits; the fields validate in the screen, not
 * the browser), its fields stacked, Cancel and the submit button with 44 px touch targets. Escape,
 * a click outside and Cancel dismiss it, except while busy.
 */
export function FormDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  maxWidth = 'xs',
  busy,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 44 }}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          sx={{ minHeight: 44 }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
