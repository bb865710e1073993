import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { formatMoney } from '@/lib/format/money';
import { centsToPesos, pesosToCents } from '@/lib/money/money';

interface CashFiguresProps {
  /** Pesos, as the server counts them; null when it has not said. */
  expected: number | null;
  /** Pesos; null while nothing valid is typed. */
  counted: number | null;
  /** The difference as the server kept it (pesos); computed from the two otherwise. */
  difference?: number | null;
}

/**
 * Expected, counted and the difference (counted − expected) as a description list; a shortfall
 * in the readable red and said in words ("faltante"), a surplus said too.
 */
export function CashFigures({ expected, counted, difference }: CashFiguresProps) {
  const { t, i18n } = useTranslation('driver');
  const money = (pesos: number) => formatMoney(pesos, i18n.language);
  const diff =
    difference ??
    (counted === null || expected === null
      ? null
      : centsToPesos(pesosToCents(counted) - pesosToCents(expected)));
  const rows = [
    {
      key: 'expected',
      label: t('cash.expected'),
      value: expected === null ? '—' : money(expected),
    },
    { key: 'counted', label: t('cash.counted'), value: counted === null ? '—' : money(counted) },
    {
      key: 'difference',
      label: t('cash.difference'),
      value:
        diff === null
          ? '—'
          : diff < 0
            ? t('cash.short', { amount: money(diff) })
            : diff > 0
              ? t('cash.over', { amount: `+${money(diff)}` })
              : t('cash.even', { amount: money(0) }),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            data-testid={`cash-${row.key}`}
            sx={(theme) => ({
              m: 0,
              textAlign: 'end',
              fontWeight: row.key === 'difference' ? 600 : 400,
              ...(row.key === 'difference' && diff !== null && diff < 0
                ? { color: readableErrorColor(theme) }
                : {}),
            })}
          >
            <bdi>{row.value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
