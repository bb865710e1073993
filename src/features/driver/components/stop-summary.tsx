import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeliveryStop } from '@/api/delivery-routes';
import { formatMoney } from '@/lib/format/money';
import { collectsAtDoor, dispensesLitres } from '../route-figures';

/** What a phone link dials: the digits, and a leading + if there is one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * What the driver needs at a door, as a description list: the address, the phone (a `tel:` link
 * that dials it), the window, what to deliver and what to collect, and how it is paid.
 */
export function StopSummary({ stop }: { stop: DeliveryStop }) {
  const { t, i18n } = useTranslation(['driver', 'orders']);
  const product = t(`orders:products.${stop.product}`);
  const { delivery_window_start: start, delivery_window_end: end } = stop;
  const what = dispensesLitres(stop)
    ? t('orders:quantity.shortLitres', { count: stop.quantity, product })
    : t('orders:quantity.shortUnits', { count: stop.quantity, product });
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('stop.address'), value: stop.address },
    {
      label: t('stop.phone'),
      value: (
        <Link
          href={telHref(stop.customer_phone)}
          dir="ltr"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          aria-label={t('stop.call', { customer: stop.customer_name, phone: stop.customer_phone })}
        >
          {stop.customer_phone}
        </Link>
      ),
    },
    {
      label: t('stop.window'),
      value:
        start !== null && end !== null && start !== undefined && end !== undefined
          ? `${start}–${end}`
          : t('stop.anyTime'),
    },
    { label: t('stop.product'), value: what },
    {
      label: t('stop.collect'),
      value: collectsAtDoor(stop) ? (
        <strong>{formatMoney(stop.total, i18n.language)}</strong>
      ) : (
        t('stop.prepaid', { total: formatMoney(stop.total, i18n.language) })
      ),
    },
    { label: t('stop.payment'), value: t(`orders:payments.${stop.payment_method}`) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        alignItems: 'baseline',
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <bdi>{row.value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
