import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OrderDetail } from '@/api/orders';
import { TextInput } from '@/components/forms/text-input';
import { formatOrderMoney } from '../format';
import { REASON_MAX_LENGTH } from '../order-status';

interface CancelOrderDialogProps {
  open: boolean;
  order: OrderDetail;
  busy: boolean;
  /** The server's word on the reason (a 422), shown at the field. */
  serverError?: string | undefined;
  /** Cancels with the trimmed reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks why an order is cancelled (required, up to 500 characters) before cancelling it, and says
 * what a wallet-paid order gets back. Escape, a click outside and "Keep the order" leave it as is.
 */
export function CancelOrderDialog({
  open,
  order,
  busy,
  serverError,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const { t } = useTranslation(['orders', 'validation']);
  const ids = { title: useId(), text: useId(), reason: useId() };
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const message = error ?? serverError;
  const refunds = order.payment_method === 'wallet' && order.customer_id !== null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') setError(t('orders:cancel.reasonRequired'));
    else if (reason.length > REASON_MAX_LENGTH)
      setError(t('validation:maxLength', { max: REASON_MAX_LENGTH }));
    else if (!busy) onConfirm(trimmed);
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={ids.title}>{t('orders:cancel.title', { folio: order.folio })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={ids.text} sx={{ mb: 2 }}>
            {t('orders:cancel.text')}
            {refunds &&
              ` ${t('orders:cancel.refund', {
                amount: formatOrderMoney(order.total),
                name: order.customer_name,
              })}`}
          </DialogContentText>
          <TextInput
            id={ids.reason}
            label={t('orders:cancel.reason')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
            error={message}
            hint={t('orders:cancel.reasonHint')}
            required
            multiline
            minRows={3}
            autoFocus
            maxLength={REASON_MAX_LENGTH}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('orders:cancel.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('orders:cancel.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
