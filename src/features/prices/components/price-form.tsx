import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { TextInput } from '@/components/forms/text-input';
import { DayField } from '@/components/date-field/day-field';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { useForm } from '@/lib/validation/use-form';
import { useSaveForm } from '../hooks/use-save-form';
import { PRICE_FIELDS, priceRules } from '../price-form-values';
import type { PriceValues } from '../price-form-values';
import { PriceZoneSelect } from './price-zone-select';
import { ProductSelect } from './product-select';

interface PriceFormProps {
  initial: PriceValues;
  submitLabel: string;
  cancelTo: string;
  /** Sends the values; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (values: PriceValues) => Promise<unknown>;
}

/**
 * Zone, product, unit price and the day it takes effect, checked before sending; the server's
 * refusals land on their fields: a price above the regulated maximum of the week (422, price), a
 * second price for the same zone, product and day (409, effective_from), a deleted zone (422).
 */
export function PriceForm({ initial, submitLabel, cancelTo, onSubmit }: PriceFormProps) {
  const { t } = useTranslation(['prices', 'validation']);
  const ids = { zone: useId(), product: useId(), price: useId(), day: useId() };
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    priceRules,
    t,
  );
  const { busy, generalError, submit } = useSaveForm({
    values,
    validate,
    addErrors,
    fields: PRICE_FIELDS,
    onSubmit,
    t,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      {generalError && <InlineAlert>{generalError}</InlineAlert>}
      <PriceZoneSelect
        id={ids.zone}
        required
        value={values.zone_id}
        onChange={(value) => setField('zone_id', value)}
        error={errorText('zone_id')}
        none={t('form.chooseZone')}
      />
      <ProductSelect
        id={ids.product}
        required
        value={values.product}
        onChange={(value) => setField('product', value)}
        none={t('form.chooseProduct')}
        error={errorText('product')}
      />
      <TextInput
        id={ids.price}
        label={t('fields.priceMxn')}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t('form.priceHint')}
        {...textField('price')}
      />
      <DayField
        id={ids.day}
        label={t('fields.effectiveFrom')}
        required
        fullWidth
        hint={t('form.dayHint')}
        {...textField('effective_from')}
      />
      <RecordFormActions
        submitLabel={submitLabel}
        cancelLabel={t('actions.cancel')}
        cancelTo={cancelTo}
        busy={busy}
      />
    </Stack>
  );
}
