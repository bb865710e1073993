import { Suspense, lazy, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetAveragePricesQuery, useGetPriceHistoryQuery } from '@/api/prices';
import type { Product } from '@/api/prices';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { businessDay, formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import {
  PRICE_CHART_HEIGHT,
  priceChartModel,
  priceSegments,
  productsOf,
} from '../price-chart-model';
import type { HistorySeries, PriceChartModel } from '../price-chart-model';
import { summaryRange } from '../products';

interface PriceSummaryProps {
  zoneId: number | undefined;
  product: Product | undefined;
  from: string | undefined;
  to: string | undefined;
}

const seriesKey = (series: { zone_id: number; product: Product }) =>
  `${String(series.zone_id)}:${series.product}`;

// MUI X Charts loads with the first chart shown, in a chunk of its own
const PriceChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ './price-chart').then((module) => ({
    default: module.PriceChart,
  })),
);

/**
 * The figures of the filter's range (the last 90 days when it gives none): the average price per
 * zone and product, weighted by the days each price was in force, its lowest, highest and final
 * price; and a chart of one zone and product's price week by week, with a table view.
 */
export function PriceSummary({ zoneId, product: filterProduct, from, to }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.language;
  const chartSelectId = useId();
  const range = summaryRange({ from, to }, businessDay(new Date()));
  const filters = {
    ...range,
    ...(zoneId === undefined ? {} : { zoneId }),
    ...(filterProduct === undefined ? {} : { product: filterProduct }),
  };
  const averages = useGetAveragePricesQuery(filters);
  const history = useGetPriceHistoryQuery(filters);
  const [chosen, setChosen] = useState<Product | null>(null);
  const [showTable, setShowTable] = useState(false);

  const series = history.data?.series ?? [];
  const products = productsOf(series);
  // the product chosen above the chart, else the filter's, else the first one with prices
  const product = [chosen, filterProduct, products[0]].find(
    (candidate): candidate is Product => candidate != null && products.includes(candidate),
  );
  // a few dozen points per zone: cheap enough to build on every render
  const model = product === undefined ? undefined : priceChartModel(series, product, range);
  const productName = product === undefined ? '' : t(`products.${product}`);
  const money = (value: number) => formatMoney(value, language);
  /** What the chart shows, said in words: each zone's first and last price, and its maximum. */
  const chartLabel = (charted: PriceChartModel) => {
    const zones = charted.lines.map((line) => {
      const prices = line.prices.filter((value): value is number => value !== null);
      const maximum = line.maximums[line.maximums.length - 1] ?? null;
      const figures = {
        zone: line.zoneName,
        first: money(prices[0] ?? 0),
        last: money(prices[prices.length - 1] ?? 0),
      };
      return maximum === null
        ? t('summary.chartZone', figures)
        : t('summary.chartZoneMaximum', { ...figures, maximum: money(maximum) });
    });
    return t('summary.chartLabel', {
      product: productName,
      from: formatDay(range.from, language, 'long'),
      to: formatDay(range.to, language, 'long'),
      zones: zones.join('; '),
    });
  };

  return (
    <Stack component="section" spacing={3} aria-labelledby={`${chartSelectId}-title`}>
      <Stack spacing={0.5}>
        <Typography id={`${chartSelectId}-title`} component="h2" variant="h5">
          {t('summary.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('summary.range', {
            from: formatDay(range.from, language, 'long'),
            to: formatDay(range.to, language, 'long'),
          })}
        </Typography>
      </Stack>

      {averages.isError || history.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InlineAlert>{t('summary.failed')}</InlineAlert>
          <Button
            variant="outlined"
            loading={averages.isFetching || history.isFetching}
            onClick={() => {
              void averages.refetch();
              void history.refetch();
            }}
          >
            {t('actions.retry')}
          </Button>
        </Stack>
      ) : averages.data === undefined ? (
        <Typography role="status" color="text.secondary">
          {t('summary.loading')}
        </Typography>
      ) : averages.data.length === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography role="status">{t('summary.empty')}</Typography>
        </Paper>
      ) : (
        <Paper>
          <TableContainer>
            <Table size="small" aria-label={t('summary.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.zone')}</TableCell>
                  <TableCell>{t('fields.product')}</TableCell>
                  <TableCell align="right">{t('summary.average')}</TableCell>
                  <TableCell align="right">{t('summary.days')}</TableCell>
                  <TableCell align="right">{t('summary.min')}</TableCell>
                  <TableCell align="right">{t('summary.max')}</TableCell>
                  <TableCell align="right">{t('summary.atEnd')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {averages.data.map((row) => (
                  <TableRow key={seriesKey(row)}>
                    <TableCell>{row.zone_name ?? `#${String(row.zone_id)}`}</TableCell>
                    <TableCell>{t(`products.${row.product}`)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {formatMoney(row.average_price, language)}
                    </TableCell>
                    <TableCell align="right">{row.days_covered}</TableCell>
                    <TableCell align="right">{formatMoney(row.min_price, language)}</TableCell>
                    <TableCell align="right">{formatMoney(row.max_price, language)}</TableCell>
                    <TableCell align="right">{formatMoney(row.price_at_end, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}

      {model && product !== undefined && (
        <Paper sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography component="h3" variant="h6">
                {t('summary.chartTitle', { product: productName })}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {products.length > 1 && (
                  <FormControl size="small" sx={{ minWidth: 200 }}>
                    <InputLabel htmlFor={chartSelectId} shrink>
                      {t('summary.chartProduct')}
                    </InputLabel>
                    <NativeSelect
                      value={product}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        setChosen(event.target.value as Product)
                      }
                      input={<OutlinedInput label={t('summary.chartProduct')} notched />}
                      inputProps={{ id: chartSelectId }}
                    >
                      {products.map((item) => (
                        <option key={item} value={item}>
                          {t(`products.${item}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                )}
                <Button
                  variant="outlined"
                  aria-pressed={showTable}
                  onClick={() => setShowTable((value) => !value)}
                >
                  {showTable ? t('summary.showChart') : t('summary.showTable')}
                </Button>
              </Stack>
            </Stack>
            {showTable ? (
              <SegmentsTable
                series={series.filter((item) => item.product === product)}
                range={range}
                label={t('summary.stepsLabel', { product: productName })}
              />
            ) : (
              <Suspense fallback={<Skeleton variant="rounded" height={PRICE_CHART_HEIGHT + 40} />}>
                <PriceChart model={model} label={chartLabel(model)} />
              </Suspense>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The price and maximum stretches of every zone of one product: the chart's figures as a table. */
function SegmentsTable({
  series,
  range,
  label,
}: {
  series: readonly HistorySeries[];
  range: { from: string; to: string };
  label: string;
}) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.language;
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, language));
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.zone')}</TableCell>
            <TableCell>{t('summary.stepFrom')}</TableCell>
            <TableCell>{t('summary.stepTo')}</TableCell>
            <TableCell align="right">{t('fields.price')}</TableCell>
            <TableCell align="right">{t('chart.maximum')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.flatMap((item) =>
            priceSegments(item, range).map((segment) => (
              <TableRow key={`${seriesKey(item)}:${segment.from}`}>
                <TableCell>{item.zone_name ?? `#${String(item.zone_id)}`}</TableCell>
                <TableCell>{formatDay(segment.from, language, 'long')}</TableCell>
                <TableCell>{formatDay(segment.to, language, 'long')}</TableCell>
                <TableCell align="right">{money(segment.price)}</TableCell>
                <TableCell align="right">{money(segment.maximum)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
