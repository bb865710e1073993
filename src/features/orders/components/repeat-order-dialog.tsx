import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { businessDay } from '@/lib/format/date-time';
import { deliveryBody, deliveryRules, deliveryValuesOf } from '../delivery-values';
import type { DeliveryValues } from '../delivery-values';
import { useForm } from '@/lib/validation/use-form';
import { DeliveryFields } from './delivery-fields';

interface RepeatOrderDialogProps {
  /** What is ordered again, and where ("2 × Cilindro 30 kg", the address). */
  what: string;
  address: string;
  busy: boolean;
  /** The delivery chosen, as the server takes it. */
  onConfirm: (delivery: ReturnType<typeof deliveryBody>) => void;
  onCancel: () => void;
}

/**
 * "Order again": the same order, with the delivery day (today in the business's time zone by
 * default, never before today) and the optional window, the order form's own fields and rules.
 */
export function RepeatOrderDialog({
  what,
  address,
  busy,
  onConfirm,
  onCancel,
}: RepeatOrderDialogProps) {
  const { t } = useTranslation('orders');
  // the order is taken today: its delivery is today or later
  const [today] = useState(() => businessDay(new Date()));
  const rulesFor = useCallback((values: DeliveryValues) => deliveryRules(values, today), [today]);
  const { values, validate, textField } = useForm(deliveryValuesOf(null, today), rulesFor, t);

  return (
    <FormDialog
      title={t('home.confirmTitle')}
      confirmLabel={t('home.confirm')}
      cancelLabel={t('home.cancel')}
      maxWidth="sm"
      busy={busy}
      onSubmit={() => {
        if (validate()) onConfirm(deliveryBody(values));
      }}
      onCancel={onCancel}
    >
      <Typography>{t('home.confirmText', { what, address })}</Typography>
      <DeliveryFields
        date={textField('delivery_date')}
        start={textField('delivery_window_start')}
        end={textField('delivery_window_end')}
      />
    </FormDialog>
  );
}
