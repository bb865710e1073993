import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '@/components/date-field/day-field';
import { TextInput } from '@/components/forms/text-input';
import { Columns } from './order-form-layout';

/** A field bound to a form's text value (`useForm().textField(field)`). */
interface Bound {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

interface DeliveryFieldsProps {
  date: Bound;
  start: Bound;
  end: Bound;
}

/**
 * When the order is to be delivered: the day (today unless changed) and an optional window, from
 * and to, in 24-hour time.
 */
export function DeliveryFields({ date, start, end }: DeliveryFieldsProps) {
  const { t } = useTranslation('orders');
  const ids = { date: useId(), start: useId(), end: useId() };
  return (
    <Columns count={3}>
      <DayField
        id={ids.date}
        label={t('fields.deliveryDate')}
        required
        fullWidth
        hint={t('hints.deliveryDate')}
        {...date}
      />
      <TextInput
        id={ids.start}
        label={t('fields.windowStart')}
        autoComplete="off"
        maxLength={5}
        hint={t('hints.window')}
        {...start}
      />
      <TextInput
        id={ids.end}
        label={t('fields.windowEnd')}
        autoComplete="off"
        maxLength={5}
        {...end}
      />
    </Columns>
  );
}
