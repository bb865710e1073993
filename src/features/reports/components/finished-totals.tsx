import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FinishedOrderTotals } from '@/api/reports';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { formatDecimal } from '../format';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box sx={{ minWidth: 160, flex: '1 1 160px' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
      {detail !== undefined && (
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** The totals the server counts over the whole filtered set, as a description list. */
export function TotalsFigures({ totals }: { totals: FinishedOrderTotals }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}
      data-testid="finished-totals"
    >
      <Figure
        label={t('finished.totals.orders')}
        value={formatCount(totals.orders, language)}
        detail={t('finished.totals.split', {
          completed: formatCount(totals.completed, language),
          cancelled: formatCount(totals.cancelled, language),
        })}
      />
      <Figure
        label={t('finished.totals.kg')}
        value={t('finished.kg', { value: formatDecimal(totals.kg, language) })}
      />
      <Figure
        label={t('finished.totals.litres')}
        value={t('finished.litres', { value: formatDecimal(totals.litres, language) })}
      />
      <Figure label={t('finished.totals.amount')} value={formatMoney(totals.amount, language)} />
    </Box>
  );
}
