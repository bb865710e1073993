import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryOutcomeBody, DeliveryStop, NotDeliveredReason } from '@/api/delivery-routes';
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
  const ids = { title: useId(), litres: useId(), reason: useId(), then: useId() };
  const litresAsked = kind === 'delivered' && dispensesLitres(stop);
  const [litres, setLitres] = useState(String(stop.quantity));
  const [reason, setReason] = useState<NotDeliveredReason | ''>('');
  const [then, setThen] = useState<Then>('return');
  const [errors, setErrors] = useState<{ litres?: string; reason?: string }>({});

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <Dialog
      open
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={ids.title}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={ids.title}>
        {t(kind === 'delivered' ? 'outcome.deliveredTitle' : 'outcome.notDeliveredTitle', {
          position: stop.position,
          customer: stop.customer_name,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 44 }}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={kind === 'delivered' ? 'primary' : 'error'}
          loading={busy}
          sx={{ minHeight: 44 }}
        >
          {t(kind === 'delivered' ? 'outcome.confirmDelivered' : 'outcome.confirmNotDelivered')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
