import { useCallback, useId, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorKind, errorMessage } from '@/api';
import { useCreateHistoricalMutation } from '@/api/wallets';
import type { MovementType, Wallet } from '@/api/wallets';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { TextInput } from '@/components/forms/text-input';
import { hasErrors, maxLength, required } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules, Rule } from '@/lib/validation/rules';
import { useAppSelector } from '@/store/hooks';
import { centsToPesos, formatCents, parseAmount, pesosToCents } from '@/lib/money/money';
import { selectSignedInUserId } from '@/lib/session/user';

interface MovementValues {
  type_movement: MovementType;
  amount: string;
  message: string;
}

const FIELDS: (keyof MovementValues)[] = ['type_movement', 'amount', 'message'];
const MOVEMENT_TYPES: readonly MovementType[] = ['credit', 'debit'];

/** The amount must parse to cents and, for a debit, not exceed the balance. */
function amountRule(type: MovementType, balanceCents: number): Rule<string> {
  return (value) => {
    const parsed = parseAmount(value);
    if (!parsed.ok) return { key: `wallets:amount.${parsed.error}` };
    if (type === 'debit' && parsed.cents > balanceCents)
      return { key: 'wallets:amount.insufficient', params: { balance: formatCents(balanceCents) } };
    return null;
  };
}

/**
 * A credit or a debit on a wallet (`POST /api/historicals`): the amount is typed in pesos, checked
 * as integer cents and sent with at most two decimals; `user_add` is the signed-in operator. A
 * debit above the balance is stopped here; if the server still refuses it (another movement got
 * there first), its message is shown and the balance is read again.
 */
export function MovementForm({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation(['wallets', 'validation']);
  const titleId = useId();
  const operatorId = useAppSelector(selectSignedInUserId);
  const [createHistorical, { isLoading }] = useCreateHistoricalMutation();
  const balanceCents = pesosToCents(wallet.amount);
  const rulesFor = useCallback(
    (values: MovementValues): FormRules<MovementValues> => ({
      amount: [amountRule(values.type_movement, balanceCents)],
      message: [required(), maxLength(255)],
    }),
    [balanceCents],
  );
  const { values, setField, validate, addErrors, reset, textField } = useForm<MovementValues>(
    { type_movement: 'credit', amount: '', message: '' },
    rulesFor,
    t,
  );
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseAmount(values.amount);
    if (!validate() || !parsed.ok || isLoading) return;
    try {
      await createHistorical({
        createHistoricalBody: {
          user_id: wallet.user_id,
          wallet_id: wallet.id,
          type_movement: values.type_movement,
          amount: centsToPesos(parsed.cents),
          message: values.message.trim(),
          user_add: operatorId,
        },
      }).unwrap();
      reset({ type_movement: values.type_movement, amount: '', message: '' });
      notify(
        t(`movement.saved.${values.type_movement}`, { amount: formatCents(parsed.cents) }),
        'success',
      );
    } catch (error) {
      const found = serverFieldMessages<MovementValues>(error, FIELDS);
      addErrors(found);
      if (hasErrors(found)) return;
      const message =
        errorKind(error) === 'network'
          ? t('errors.network')
          : (errorMessage(error) ?? t('movement.failed'));
      setServerError(message);
      notify(message, 'error');
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={titleId}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('movement.title')}
      </Typography>
      {serverError && <InlineAlert>{serverError}</InlineAlert>}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('movement.type')}</FormLabel>
        <RadioGroup
          row
          name="type_movement"
          value={values.type_movement}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setField('type_movement', event.target.value === 'debit' ? 'debit' : 'credit')
          }
        >
          {MOVEMENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={t(`types.${type}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {/* the amount is short, the concept is text: side by side where there is room */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <TextInput
          id={`${titleId}-amount`}
          label={t('fields.amount')}
          inputMode="decimal"
          autoComplete="off"
          {...textField('amount')}
        />
        <TextInput
          id={`${titleId}-message`}
          label={t('fields.message')}
          autoComplete="off"
          {...textField('message')}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('movement.submit')}
      </Button>
    </Stack>
  );
}
