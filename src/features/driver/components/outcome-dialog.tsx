import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { DeliveryOutcomeBody, DeliveryStop, NotDeliveredReason } from '@/api/delivery-routes';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { TextInput } from '@/components/forms/text-input';
import { MAX_LITRES, dispensesLitres, litresOf } from '../route-figures';
import { StopSummary } from './stop-summary';

export type OutcomeKind = DeliveryOutcomeBody['outcome'];

const REASONS: readonly NotDeliveredReason[] = [
  'nobody_home',
  'refused',
  'wrong_address',
  'no_access',
];
const THEN = ['return', 'cancel'] as const;
type Then = (typeof THEN)[number];

interface OutcomeDialogProps {
  stop: DeliveryStop;
  kind: OutcomeKind;
  busy: boolean;
  onConfirm: (body: DeliveryOutcomeBody) => void;
  onCancel: () => void;
}

/**
 * Asks before an outcome is recorded: a delivery (with the litres dispensed for a tank truck's
 * order, the ordered litres by default), or a failed visit with its reason and what becomes of
 * the order (back to the board for another day, or cancelled).
 */
export function OutcomeDialog({ stop, kind, busy, onConfirm, onCancel }: OutcomeDialogProps) {
  const { t } = useTranslation('driver');
  const ids = { litres: useId(), reason: useId(), then: useId() };
  const litresAsked = kind === 'delivered' && dispensesLitres(stop);
  const [litres, setLitres] = useState(String(stop.quantity));
  const [reason, setReason] = useState<NotDeliveredReason | ''>('');
  const [then, setThen] = useState<Then>('return');
  const [errors, setErrors] = useState<{ litres?: string; reason?: string }>({});

  const submit = () => {
    if (kind === 'delivered') {
      if (!litresAsked) {
        onConfirm({ outcome: 'delivered' });
        return;
      }
      const value = litresOf(litres);
      if (value === null) setErrors({ litres: t('outcome.litresInvalid', { max: MAX_LITRES }) });
      else onConfirm({ outcome: 'delivered', dispensed_litres: value });
      return;
    }
    if (reason === '') {
      setErrors({ reason: t('outcome.reasonRequired') });
      return;
    }
    onConfirm({ outcome: 'not_delivered', reason, then });
  };

  return (
    <FormDialog
      title={t(kind === 'delivered' ? 'outcome.deliveredTitle' : 'outcome.notDeliveredTitle', {
        position: stop.position,
        customer: stop.customer_name,
      })}
      confirmLabel={t(
        kind === 'delivered' ? 'outcome.confirmDelivered' : 'outcome.confirmNotDelivered',
      )}
      cancelLabel={t('actions.cancel')}
      destructive={kind !== 'delivered'}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <StopSummary stop={stop} />
      {litresAsked && (
        <TextInput
          id={ids.litres}
          label={t('outcome.litres')}
          value={litres}
          onChange={(value) => {
            setLitres(value);
            setErrors({});
          }}
          error={errors.litres}
          hint={t('outcome.litresHint', { ordered: stop.quantity })}
          inputMode="numeric"
          required
          autoFocus
        />
      )}
      {kind === 'not_delivered' && (
        <>
          <FormControl error={errors.reason !== undefined} required>
            <FormLabel id={ids.reason}>{t('outcome.reason')}</FormLabel>
            <RadioGroup
              aria-labelledby={ids.reason}
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as NotDeliveredReason);
                setErrors({});
              }}
            >
              {REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`reasons.${value}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
            {errors.reason !== undefined && <FormHelperText>{errors.reason}</FormHelperText>}
          </FormControl>
          <FormControl>
            <FormLabel id={ids.then}>{t('outcome.then')}</FormLabel>
            <RadioGroup
              aria-labelledby={ids.then}
              name="then"
              value={then}
              onChange={(event) => setThen(event.target.value as Then)}
            >
              {THEN.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`then.${value}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </>
      )}
      {kind === 'delivered' && !litresAsked && (
        <Typography>{t('outcome.deliveredText')}</Typography>
      )}
    </FormDialog>
  );
}
