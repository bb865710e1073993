import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrderStats } from '@/api/orders';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { PER_DAY_CHART_HEIGHT as CHART_HEIGHT } from '../chart-sizes';
import type { Loadable } from '../hooks/use-dashboard-data';
import { CHART_DAYS } from '../refresh';
import { DashboardSection } from './dashboard-section';
import { LoadFailed } from './load-failed';
import { TableToggle } from './table-toggle';

// MUI X Charts loads with the first chart shown, in a chunk of its own
const OrdersPerDayChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ './orders-charts').then((module) => ({
    default: module.OrdersPerDayChart,
  })),
);

type Day = OrderStats['per_day'][number];

/** Orders taken per day over the charts' period: a column chart, or the same numbers as a table. */
export function OrdersPerDayCard({ stats }: { stats: Loadable<OrderStats> }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const [showTable, setShowTable] = useState(false);
  const { data } = stats;
  const days = data?.per_day ?? [];
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const totalSales = days.reduce((sum, day) => sum + day.total, 0);
  const count = (value: number) => formatCount(value, language);
  const money = (value: number) => formatMoney(value, language);

  const subtitle =
    data === undefined
      ? t('perDay.period', { days: CHART_DAYS })
      : `${t('perDay.period', { days: days.length })} · ${t('perDay.summary', {
          count: totalOrders,
          formatted: count(totalOrders),
          sales: money(totalSales),
        })}`;

  let body;
  if (data === undefined) {
    body = stats.isError ? (
      <LoadFailed onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
    ) : (
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
    );
  } else if (totalOrders === 0) {
    body = (
      <Typography color="text.secondary">{t('perDay.empty', { days: days.length })}</Typography>
    );
  } else if (showTable) {
    body = <PerDayTable stats={data} />;
  } else {
    const busiest = days.reduce<Day | undefined>(
      (best, day) => (best === undefined || day.orders > best.orders ? day : best),
      undefined,
    );
    body = (
      <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
        <OrdersPerDayChart
          days={days}
          label={t('perDay.chartLabel', {
            count: totalOrders,
            formatted: count(totalOrders),
            from: formatDay(data.from, language, 'long'),
            to: formatDay(data.to, language, 'long'),
            busiest: busiest ? formatDay(busiest.day, language, 'long') : '',
            max: count(busiest?.orders ?? 0),
          })}
        />
      </Suspense>
    );
  }

  return (
    <DashboardSection
      title={t('perDay.heading')}
      subtitle={subtitle}
      actions={
        data !== undefined && totalOrders > 0 ? (
          <TableToggle showTable={showTable} onToggle={() => setShowTable((shown) => !shown)} />
        ) : undefined
      }
    >
      {body}
    </DashboardSection>
  );
}

function PerDayTable({ stats }: { stats: OrderStats }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const headers = ['day', 'orders', 'completed', 'cancelled', 'sales'] as const;
  return (
    <TableContainer sx={{ maxHeight: CHART_HEIGHT + 120 }}>
      <Table size="small" stickyHeader>
        <Box component="caption" sx={visuallyHidden}>
          {t('perDay.table.caption', {
            from: formatDay(stats.from, language, 'long'),
            to: formatDay(stats.to, language, 'long'),
          })}
        </Box>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} align={header === 'day' ? 'left' : 'right'}>
                {t(`perDay.table.${header}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...stats.per_day].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {formatDay(day.day, language, 'long')}
              </TableCell>
              <TableCell align="right">{formatCount(day.orders, language)}</TableCell>
              <TableCell align="right">{formatCount(day.completed, language)}</TableCell>
              <TableCell align="right">{formatCount(day.cancelled, language)}</TableCell>
              <TableCell align="right">{formatMoney(day.total, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
