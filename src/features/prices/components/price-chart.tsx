import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LineSeries } from '@mui/x-charts/LineChart';
import { limitColor, seriesColors } from '@/components/charts/chart-colors';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { PRICE_CHART_HEIGHT, priceDomain } from '../price-chart-model';
import type { PriceChartModel } from '../price-chart-model';

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const dateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

interface PriceChartProps {
  model: PriceChartModel;
  /** The accessible summary of the chart (the table view holds every figure). */
  label: string;
}

/**
 * The price of one product over time, a step line per zone (a price holds until the next one),
 * with the regulated maximum of each zone as a dashed reference line in the theme's error colour.
 * The price axis spans the values charted, not from zero, with ticks in pesos and cents in the
 * UI language's format. Mirrored in right-to-left languages (time runs from right to left, the
 * price axis on the right). MUI X Charts, loaded in a chunk of its own with the first chart shown.
 */
export function PriceChart({ model, label }: PriceChartProps) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.language;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const colors = seriesColors(theme, model.lines.length);
  const limit = limitColor(theme);
  const money = (value: number | null) => (value === null ? null : formatMoney(value, language));
  const alone = model.lines.length === 1;

  const series: LineSeries[] = model.lines.flatMap((line, index) => [
    {
      id: `price-${String(line.zoneId)}`,
      label: line.zoneName,
      data: line.prices,
      color: colors[index] as string,
      curve: 'stepAfter',
      strictStepCurve: true,
      showMark: false,
      valueFormatter: money,
    },
    {
      id: `maximum-${String(line.zoneId)}`,
      label: alone ? t('chart.maximum') : t('chart.maximumOf', { zone: line.zoneName }),
      data: line.maximums,
      color: limit,
      curve: 'stepAfter',
      strictStepCurve: true,
      showMark: false,
      valueFormatter: money,
    },
  ]);
  const domain = model.bounds ? priceDomain(model.bounds) : undefined;

  return (
    <Box role="figure" aria-label={label} sx={{ m: 0 }}>
      <LineChart
        height={PRICE_CHART_HEIGHT}
        series={series}
        xAxis={[
          {
            scaleType: 'utc',
            data: model.days.map(dateOf),
            label: t('summary.xAxis'),
            reverse: rtl,
            valueFormatter: (value: Date, context) =>
              formatDay(dayOf(value), language, context.location === 'tick' ? 'short' : 'long'),
          },
        ]}
        yAxis={[
          {
            ...(domain ? { min: domain.min, max: domain.max } : {}),
            domainLimit: 'strict',
            label: t('summary.yAxis'),
            position: rtl ? 'right' : 'left',
            width: 'auto',
            valueFormatter: (value: number) => formatMoney(value, language),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        localeText={{ a11yNoValue: t('chart.noValue') }}
        sx={{
          '& .MuiLineChart-line[data-series^="maximum-"]': { strokeDasharray: '6 4' },
        }}
      />
      <Box
        component="ul"
        aria-label={t('chart.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0, mt: 1 }}
      >
        {model.lines.map((line, index) => (
          <LegendItem
            key={line.zoneId}
            color={colors[index] as string}
            text={line.zoneName}
            series={`price-${String(line.zoneId)}`}
          />
        ))}
        <LegendItem color={limit} dashed text={t('chart.maximum')} series="maximum" />
      </Box>
    </Box>
  );
}

function LegendItem({
  color,
  text,
  dashed = false,
  series,
}: {
  color: string;
  text: string;
  dashed?: boolean;
  series: string;
}) {
  return (
    <Box
      component="li"
      data-series={series}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 24, borderTop: `3px ${dashed ? 'dashed' : 'solid'} ${color}` }}
      />
      {text}
    </Box>
  );
}
