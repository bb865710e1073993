import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetAveragePricesQuery, useGetPriceHistoryQuery } from '@/api/prices';
import type { PriceHistory, Product } from '@/api/prices';
import { ColumnChart } from '@/components/charts';
import type { ColumnDatum } from '@/components/charts';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { businessDay, formatDay, formatMoney } from '@/lib/format';
import { addDays, summaryRange } from '../products';

interface PriceSummaryProps {
  zoneId: number | undefined;
  product: Product | undefined;
  from: string | undefined;
  to: string | undefined;
}

type Series = PriceHistory['series'][number];

/** The price in force on `day` in a series (its steps are consecutive, oldest first). */
function priceOn(series: Series, day: string): number | null {
  const step = series.steps.find((candidate) => candidate.from <= day && day <= candidate.to);
  return step ? step.price : null;
}

/** The regulated maximum unit price in force on `day`, if any. */
function maximumOn(series: Series, day: string): number | null {
  const week = series.maximums.find((item) => item.week_start <= day && day <= item.week_end);
  return week ? week.max_unit_price : null;
}

/** One column per week of the range: the price in force on its first day. */
function weeklyColumns(
  series: Series,
  range: { from: string; to: string },
  language: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): ColumnDatum[] {
  const columns: ColumnDatum[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 7)) {
    const price = priceOn(series, day);
    if (price === null) continue;
    const maximum = maximumOn(series, day);
    columns.push({
      key: day,
      value: price,
      tick: formatDay(day, language),
      tooltip: [
        t('summary.weekOf', { day: formatDay(day, language, 'long') }),
        t('summary.priceInForce', { price: formatMoney(price, language) }),
        ...(maximum === null
          ? []
          : [t('summary.maximumInForce', { price: formatMoney(maximum, language) })]),
      ],
    });
  }
  return columns;
}

const seriesKey = (series: { zone_id: number; product: Product }) =>
  `${String(series.zone_id)}:${series.product}`;

/**
 * The figures of the filter's range (the last 90 days when it gives none): the average price per
 * zone and product, weighted by the days each price was in force, its lowest, highest and final
 * price; and a chart of one zone and product's price week by week, with a table view.
 */
export function PriceSummary({ zoneId, product, from, to }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.language;
  const chartSelectId = useId();
  const range = summaryRange({ from, to }, businessDay(new Date()));
  const filters = {
    ...range,
    ...(zoneId === undefined ? {} : { zoneId }),
    ...(product === undefined ? {} : { product }),
  };
  const averages = useGetAveragePricesQuery(filters);
  const history = useGetPriceHistoryQuery(filters);
  const [chosen, setChosen] = useState<string | null>(null);
  const [showTable, setShowTable] = useState(false);

  const series = history.data?.series ?? [];
  const charted = series.find((item) => seriesKey(item) === chosen) ?? series[0];
  const seriesName = (item: { zone_name: string | null; zone_id: number; product: Product }) =>
    `${item.zone_name ?? `#${String(item.zone_id)}`} · ${t(`products.${item.product}`)}`;
  // at most one column per week of the range: cheap enough to build on every render
  const columns = charted ? weeklyColumns(charted, range, language, t) : [];

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

      {charted && (
        <Paper sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography component="h3" variant="h6">
                {t('summary.chartTitle', { series: seriesName(charted) })}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {series.length > 1 && (
                  <FormControl size="small" sx={{ minWidth: 240 }}>
                    <InputLabel htmlFor={chartSelectId} shrink>
                      {t('summary.series')}
                    </InputLabel>
                    <NativeSelect
                      value={seriesKey(charted)}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        setChosen(event.target.value)
                      }
                      input={<OutlinedInput label={t('summary.series')} notched />}
                      inputProps={{ id: chartSelectId }}
                    >
                      {series.map((item) => (
                        <option key={seriesKey(item)} value={seriesKey(item)}>
                          {seriesName(item)}
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
              <TableContainer>
                <Table size="small" aria-label={t('summary.stepsLabel')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('summary.stepFrom')}</TableCell>
                      <TableCell>{t('summary.stepTo')}</TableCell>
                      <TableCell align="right">{t('fields.price')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {charted.steps.map((step) => (
                      <TableRow key={`${step.from}-${String(step.price_id)}`}>
                        <TableCell>{formatDay(step.from, language, 'long')}</TableCell>
                        <TableCell>{formatDay(step.to, language, 'long')}</TableCell>
                        <TableCell align="right">{formatMoney(step.price, language)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : (
              <ColumnChart
                data={columns}
                label={t('summary.chartLabel', {
                  series: seriesName(charted),
                  from: formatDay(range.from, language, 'long'),
                  to: formatDay(range.to, language, 'long'),
                  first: formatMoney(charted.steps[0]?.price ?? 0, language),
                  last: formatMoney(charted.steps[charted.steps.length - 1]?.price ?? 0, language),
                })}
                xAxisLabel={t('summary.xAxis')}
                yAxisLabel={t('summary.yAxis')}
                formatTick={(value) => formatMoney(value, language).replace(/[.,]00$/, '')}
              />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
