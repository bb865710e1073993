import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod } from '@/api/orders';
import { formatCents } from '@/lib/money/money';
import type { CustomerRef, OrderContext } from '../order-form-values';
import { PAYMENT_METHODS, isPaymentMethod } from '../order-status';

interface PaymentMethodFieldProps {
  id: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The registered customer, whose wallet the payment may use. */
  customer: CustomerRef | null;
  balanceCents: OrderContext['balanceCents'];
  /** The customer's wallet could not be read. */
  walletFailed: boolean;
  error?: string | undefined;
}

/** What the payment says of the customer's wallet (only for a registered customer). */
function walletText(
  t: (key: string, params?: Record<string, string>) => string,
  method: PaymentMethod,
  customer: CustomerRef | null,
  balanceCents: OrderContext['balanceCents'],
  failed: boolean,
): string {
  if (customer === null) return method === 'wallet' ? t('wallet.needsCustomer') : '';
  if (failed) return t('wallet.failed');
  if (balanceCents === null) return t('wallet.loading');
  if (balanceCents === 'none') return t('wallet.none', { name: customer.name });
  return t('wallet.balance', { name: customer.name, balance: formatCents(balanceCents) });
}

/** How the order is paid, with the customer's wallet balance in sight. */
export function PaymentMethodField({
  id,
  value,
  onChange,
  customer,
  balanceCents,
  walletFailed,
  error,
}: PaymentMethodFieldProps) {
  const { t } = useTranslation('orders');
  const walletInfo = walletText(t, value, customer, balanceCents, walletFailed);
  const help = [...(error ? [`${id}-helper`] : []), ...(walletInfo ? [`${id}-wallet`] : [])];
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('fields.paymentMethod')}</FormLabel>
      <RadioGroup
        row
        name="payment_method"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const chosen = event.target.value;
          if (isPaymentMethod(chosen)) onChange(chosen);
        }}
        aria-describedby={help.length > 0 ? help.join(' ') : undefined}
      >
        {PAYMENT_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={t(`payments.${method}`)}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
      {/* the balance stays in sight beside a refusal: it is read again after one */}
      {walletInfo && (
        <FormHelperText id={`${id}-wallet`} error={false}>
          {walletInfo}
        </FormHelperText>
      )}
    </FormControl>
  );
}
