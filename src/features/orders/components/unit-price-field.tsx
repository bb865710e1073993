import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/forms/text-input';
import { isProduct } from '@/lib/orders/products';
import { formatOrderDay } from '../format';
import type { PriceInForce } from '../hooks/use-order-pricing';
import type { OrderValues } from '../order-form-values';

interface UnitPriceFieldProps {
  id: string;
  values: Pick<OrderValues, 'price_auto' | 'unit_price' | 'zone_id' | 'product'>;
  /** The price in force for the zone and product (cents), when known. */
  priceInForceCents: number | null;
  priceInForce: PriceInForce;
  /** A price typed by hand (the price stops following the one in force). */
  onType: (typed: string) => void;
  /** Back to the price in force. */
  onUseInForce: () => void;
  error?: string | undefined;
}

/**
 * The unit price: the price in force for the zone and product (where it comes from said under the
 * field) unless typed by hand, with a way back to the price in force.
 */
export function UnitPriceField({
  id,
  values,
  priceInForceCents,
  priceInForce,
  onType,
  onUseInForce,
  error,
}: UnitPriceFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const text = values.price_auto
    ? priceInForceCents === null
      ? ''
      : (priceInForceCents / 100).toFixed(2)
    : values.unit_price;
  const hint = (() => {
    if (!values.price_auto) return t('price.manual');
    switch (priceInForce.state) {
      case 'choose':
        return t('price.choose');
      case 'loading':
        return t('price.loading');
      case 'found':
        return priceInForce.found?.source === 'last_order' ||
          priceInForce.found?.effective_from == null
          ? t('price.lastUsed')
          : t('price.inForce', {
              day: formatOrderDay(priceInForce.found.effective_from, i18n.language),
            });
      case 'none':
        return t('price.none');
      case 'failed':
        return t('price.failed');
    }
  })();
  // the price in force can be asked for: a zone and a product are chosen
  const inForceAvailable = values.zone_id !== '' && isProduct(values.product);

  return (
    <Stack spacing={0.5}>
      <TextInput
        id={id}
        label={t('fields.unitPrice')}
        value={text}
        onChange={onType}
        error={error}
        hint={hint}
        autoComplete="off"
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
        inputMode="decimal"
        maxLength={12}
      />
      {!values.price_auto && inForceAvailable && (
        <Button size="small" onClick={onUseInForce} sx={{ alignSelf: 'flex-start' }}>
          {t('price.useInForce')}
        </Button>
      )}
    </Stack>
  );
}
