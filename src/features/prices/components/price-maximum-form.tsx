import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { isCalendarDay } from '@/components/data-grid/date-range';
import { TextInput } from '@/components/forms/text-input';
import { DayField } from '@/components/date-field/day-field';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { formatDayRange } from '@/lib/format/date-time';
import { useForm } from '@/lib/validation/use-form';
import { useSaveForm } from '../hooks/use-save-form';
import { MAXIMUM_FAILURE_KEYS, MAXIMUM_FIELDS, maximumRules } from '../maximum-form-values';
import type { MaximumValues } from '../maximum-form-values';
import { addDays, isSunday } from '../products';
import { PriceZoneSelect } from './price-zone-select';
import { ProductKindSelect } from './product-select';

interface PriceMaximumFormProps {
  initial: MaximumValues;
  submitLabel: string;
  cancelTo: string;
  /**
   * Zone, kind and week shown but not changeable (editing: the server keeps one maximum per zone,
   * kind and week, and setting another week would add a maximum rather than move this one).
   */
  fixedWeek?: boolean;
  /** Sends the values; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (values: MaximumValues) => Promise<unknown>;
}

/**
 * Zone, product kind, the week (its Sunday) and the maximum per kg or per litre, checked before
 * sending; the server's refusals land on their fields: a day that is not a Sunday (422,
 * week_start), a deleted zone (422, zone_id), another request that set the same week meanwhile
 * (409, week_start).
 */
export function PriceMaximumForm({
  initial,
  submitLabel,
  cancelTo,
  fixedWeek = false,
  onSubmit,
}: PriceMaximumFormProps) {
  const { t, i18n } = useTranslation(['prices', 'validation']);
  const ids = { zone: useId(), kind: useId(), week: useId(), max: useId() };
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    maximumRules,
    t,
  );
  const { busy, generalError, submit } = useSaveForm({
    values,
    validate,
    addErrors,
    fields: MAXIMUM_FIELDS,
    onSubmit,
    t,
    failureKeys: MAXIMUM_FAILURE_KEYS,
  });

  const weekStart = values.week_start;
  const weekHint = fixedWeek
    ? t('maximums.form.fixedHint')
    : isCalendarDay(weekStart) && isSunday(weekStart)
      ? t('maximums.form.weekOf', {
          week: formatDayRange(weekStart, addDays(weekStart, 6), i18n.language, 'long'),
        })
      : t('maximums.form.weekHint');

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      {generalError && <InlineAlert>{generalError}</InlineAlert>}
      <PriceZoneSelect
        id={ids.zone}
        required
        disabled={fixedWeek}
        value={values.zone_id}
        onChange={(value) => setField('zone_id', value)}
        error={errorText('zone_id')}
        none={t('form.chooseZone')}
      />
      <ProductKindSelect
        id={ids.kind}
        required
        disabled={fixedWeek}
        value={values.product_kind}
        onChange={(value) => setField('product_kind', value)}
        none={t('maximums.form.chooseKind')}
        error={errorText('product_kind')}
      />
      <DayField
        id={ids.week}
        label={t('fields.weekStart')}
        required
        disabled={fixedWeek}
        fullWidth
        hint={weekHint}
        {...textField('week_start')}
      />
      <TextInput
        id={ids.max}
        label={t('fields.maximumMxn')}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={t(`maximums.form.maxHint.${values.product_kind ?? 'none'}`)}
        {...textField('max')}
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
