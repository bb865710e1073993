import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { DeliveryRoute } from '@/api/delivery-routes';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { TextInput } from '@/components/forms/text-input';
import { formatMoney } from '@/lib/format/money';
import { centsToPesos } from '@/lib/money/money';
import { countedCents } from '../route-figures';
import { CashFigures } from './cash-figures';

interface CloseRouteDialogProps {
  route: DeliveryRoute;
  busy: boolean;
  /** The cash counted, in pesos. */
  onConfirm: (cashCounted: number) => void;
  onCancel: () => void;
}

/**
 * "Cerrar ruta": the cash counted is typed, and the cash expected (the delivered cash orders, the
 * server's figure: `cash_expected_so_far`, counted by the function the close keeps its figure
 * with), the count and the difference show before the close is confirmed.
 */
export function CloseRouteDialog({ route, busy, onConfirm, onCancel }: CloseRouteDialogProps) {
  const { t, i18n } = useTranslation('driver');
  const ids = { counted: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const expected = route.cash_expected_so_far ?? null;
  const counted = countedCents(text);

  const submit = () => {
    if (counted.ok) onConfirm(centsToPesos(counted.cents));
    else setError(t('close.countedInvalid'));
  };

  return (
    <FormDialog
      title={t('close.title', { plate: route.vehicle_plate })}
      confirmLabel={t('close.confirm')}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Typography>{t('close.text')}</Typography>
      <TextInput
        id={ids.counted}
        label={t('close.counted')}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
        hint={t('close.countedHint')}
        inputMode="decimal"
        required
        autoFocus
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
      />
      <Box aria-live="polite">
        <CashFigures
          expected={expected}
          counted={counted.ok ? centsToPesos(counted.cents) : null}
        />
      </Box>
      {expected !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('close.expectedNote', { expected: formatMoney(expected, i18n.language) })}
        </Typography>
      )}
    </FormDialog>
  );
}
