import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '@/lib/money/money';

interface OrderTotalProps {
  /** The total in exact cents, or null while quantity or price is missing. */
  totalCents: number | null;
  quantity: number | null;
  unitCents: number | null;
  /** No price is in force: the server prices the order when it is saved. */
  pricedOnSave: boolean;
}

/** The order's total, announced as it changes, with how it is made up. */
export function OrderTotal({ totalCents, quantity, unitCents, pricedOnSave }: OrderTotalProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        flexWrap: 'wrap',
        gap: 1,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography id={id} component="h3" variant="subtitle1">
        {t('fields.total')}
      </Typography>
      <Box aria-labelledby={id} role="status" sx={{ textAlign: 'end' }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          {totalCents === null ? '—' : formatCents(totalCents)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {totalCents !== null && quantity !== null && unitCents !== null
            ? t('total.breakdown', { quantity, price: formatCents(unitCents) })
            : pricedOnSave
              ? t('total.onSave')
              : t('total.pending')}
        </Typography>
      </Box>
    </Box>
  );
}
