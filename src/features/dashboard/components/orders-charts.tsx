import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { seriesColors } from '@/components/charts/chart-colors';
import type { OrderStats } from '@/api/orders';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { formatCount, formatPercent } from '@/lib/format/number';
import { PER_DAY_CHART_HEIGHT, SHARE_BAR_HEIGHT } from '../chart-sizes';
import type { SharePart } from '../share-parts';

// The dashboard's two charts on MUI X Charts, in a chunk of their own loaded with the first one
// shown. Colours from the theme (its primary colour, made visible on the panel), mirrored in
// right-to-left languages: the first day on the right, the count axis on the right.

/** The days between two labels of the orders-per-day chart's axis. */
const LABEL_EVERY_DAYS = 5;

interface OrdersPerDayChartProps {
  days: OrderStats['per_day'];
  /** The accessible summary of the chart (the table view holds every figure). */
  label: string;
}

/** Orders taken per day: a column per day, its figures (completed, cancelled, sales) on hover. */
export function OrdersPerDayChart({ days, label }: OrdersPerDayChartProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [color] = seriesColors(theme, 1);
  const count = (value: number) => formatCount(value, language);

  return (
    <Box role="figure" aria-label={label} sx={{ m: 0 }}>
      <BarChart
        height={PER_DAY_CHART_HEIGHT}
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((day) => day.day),
            label: t('perDay.xAxis'),
            reverse: rtl,
            // a label every fifth day back from the last (MUI X's own spacing of labels does not
            // see the overlaps of a reversed axis, right to left)
            tickLabelInterval: (_day: string, index: number) =>
              (days.length - 1 - index) % LABEL_EVERY_DAYS === 0,
            valueFormatter: (day: string, context) =>
              formatDay(day, language, context.location === 'tick' ? 'short' : 'long'),
          },
        ]}
        yAxis={[
          {
            label: t('perDay.yAxis'),
            tickMinStep: 1,
            position: rtl ? 'right' : 'left',
            width: 'auto',
            valueFormatter: (value: number) => count(value),
          },
        ]}
        series={[
          {
            id: 'orders',
            label: t('perDay.yAxis'),
            data: days.map((day) => day.orders),
            color,
            valueFormatter: (value, { dataIndex }) => {
              const day = days[dataIndex];
              if (value === null || day === undefined) return null;
              return [
                t('perDay.orders', { count: value, formatted: count(value) }),
                t('perDay.completed', { value: count(day.completed) }),
                t('perDay.cancelled', { value: count(day.cancelled) }),
                t('perDay.sales', { value: formatMoney(day.total, language) }),
              ].join(' · ');
            },
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        localeText={{ a11yNoValue: t('chart.noValue') }}
      />
    </Box>
  );
}

interface OrdersShareChartProps {
  parts: readonly SharePart[];
  /** The orders of all the parts (a bar's share is of this). */
  total: number;
  label: string;
}

/** The orders split by product or zone: a horizontal bar per part, its share at its end. */
export function OrdersShareChart({ parts, total, label }: OrdersShareChartProps) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [color] = seriesColors(theme, 1);
  const count = (value: number) => formatCount(value, language);
  const share = (value: number) => formatPercent(total > 0 ? value / total : 0, language);

  return (
    <Box role="figure" aria-label={label} sx={{ m: 0 }}>
      <BarChart
        layout="horizontal"
        height={parts.length * SHARE_BAR_HEIGHT + 50}
        yAxis={[
          {
            scaleType: 'band',
            data: parts.map((part) => part.name),
            position: rtl ? 'right' : 'left',
            width: 'auto',
            // a name starting with a number ("20 kg cylinder") keeps its order right to left
            valueFormatter: (name: string) => (rtl ? `\u2068${name}\u2069` : name),
          },
        ]}
        xAxis={[
          {
            label: t('share.xAxis'),
            min: 0,
            // room for the share written after the longest bar (labels stay in the plot)
            max: Math.ceil(Math.max(1, ...parts.map((part) => part.orders)) * 1.25),
            tickMinStep: 1,
            reverse: rtl,
            valueFormatter: (value: number) => count(value),
          },
        ]}
        series={[
          {
            id: 'orders',
            label: t('share.xAxis'),
            data: parts.map((part) => part.orders),
            color,
            barLabel: (item) => (item.value === null ? null : share(item.value)),
            barLabelPlacement: 'outside',
            valueFormatter: (value, { dataIndex }) => {
              const part = parts[dataIndex];
              if (value === null || part === undefined) return null;
              return [
                t('share.orders', { count: value, formatted: count(value), share: share(value) }),
                ...(part.quantity
                  ? [
                      t(`share.${part.quantity.unit}`, {
                        count: part.quantity.value,
                        formatted: count(part.quantity.value),
                      }),
                    ]
                  : []),
                t('share.sales', { value: formatMoney(part.total, language) }),
              ].join(' · ');
            },
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
        // the share after a bar that grows leftwards (right to left) stays outside it: MUI X
        // anchors these labels for left-to-right text (an inline style: the rtl stylesheet
        // would flip a `direction` rule)
        slotProps={{ barLabel: { style: { direction: 'ltr' } } }}
        localeText={{ a11yNoValue: t('chart.noValue') }}
      />
    </Box>
  );
}
