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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { OrderStats } from '@/api/orders';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { formatMoney } from '@/lib/format/money';
import { formatCount, formatPercent } from '@/lib/format/number';
import { SHARE_BAR_HEIGHT } from '../chart-sizes';
import type { Loadable } from '../hooks/use-dashboard-data';
import { CHART_DAYS } from '../refresh';
import { partsOf } from '../share-parts';
import type { Dimension } from '../share-parts';
import { DashboardSection } from './dashboard-section';
import { LoadFailed } from './load-failed';
import { TableToggle } from './table-toggle';

// MUI X Charts loads with the first chart shown, in a chunk of its own
const OrdersShareChart = lazy(() =>
  import(/* webpackChunkName: "charts" */ './orders-charts').then((module) => ({
    default: module.OrdersShareChart,
  })),
);

/**
 * The orders of the charts' period (cancelled ones left out) split by product or by zone: a bar
 * per part with its count and percentage, or the same numbers as a table.
 */
export function OrdersShareCard({ stats }: { stats: Loadable<OrderStats> }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const [dimension, setDimension] = useState<Dimension>('product');
  const [showTable, setShowTable] = useState(false);
  const { data } = stats;
  const parts = data === undefined ? [] : partsOf(data, dimension, t);
  const totalOrders = parts.reduce((sum, part) => sum + part.orders, 0);
  const count = (value: number) => formatCount(value, language);
  const share = (value: number) =>
    formatPercent(totalOrders > 0 ? value / totalOrders : 0, language);

  let body;
  if (data === undefined) {
    body = stats.isError ? (
      <LoadFailed onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
    ) : (
      <Skeleton variant="rounded" height={220} />
    );
  } else if (totalOrders === 0) {
    body = (
      <Typography color="text.secondary">
        {t('share.empty', { days: data.per_day.length })}
      </Typography>
    );
  } else if (showTable) {
    body = (
      <TableContainer>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {t('share.table.caption', { dimension: t(`share.dimension.${dimension}`) })}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell>{t(`share.table.${dimension}`)}</TableCell>
              <TableCell align="right">{t('share.table.orders')}</TableCell>
              <TableCell align="right">{t('share.table.share')}</TableCell>
              <TableCell align="right">{t('share.table.sales')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {parts.map((part) => (
              <TableRow key={part.key}>
                <TableCell component="th" scope="row">
                  {part.name}
                </TableCell>
                <TableCell align="right">{count(part.orders)}</TableCell>
                <TableCell align="right">{share(part.orders)}</TableCell>
                <TableCell align="right">{formatMoney(part.total, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else {
    body = (
      <Suspense
        fallback={<Skeleton variant="rounded" height={parts.length * SHARE_BAR_HEIGHT + 50} />}
      >
        <OrdersShareChart
          parts={parts}
          total={totalOrders}
          label={t('share.chartLabel', {
            count: totalOrders,
            formatted: count(totalOrders),
            dimension: t(`share.dimension.${dimension}`),
            parts: parts
              .map((part) => t('share.part', { name: part.name, share: share(part.orders) }))
              .join('; '),
          })}
        />
      </Suspense>
    );
  }

  return (
    <DashboardSection
      title={t('share.heading')}
      subtitle={t('share.period', { days: data?.per_day.length ?? CHART_DAYS })}
    >
      {data !== undefined && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={dimension}
            onChange={(_event, value: Dimension | null) => {
              if (value) setDimension(value);
            }}
            aria-label={t('share.by')}
          >
            <ToggleButton value="product">{t('share.byProduct')}</ToggleButton>
            <ToggleButton value="zone">{t('share.byZone')}</ToggleButton>
          </ToggleButtonGroup>
          {totalOrders > 0 && (
            <TableToggle showTable={showTable} onToggle={() => setShowTable((shown) => !shown)} />
          )}
        </Box>
      )}
      {body}
    </DashboardSection>
  );
}
