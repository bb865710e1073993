import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { formatTime } from '@/lib/format/date-time';
import { accentOutlined } from '../accent';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { LatestOrdersCard } from './latest-orders-card';
import { OrdersPerDayCard } from './orders-per-day-card';
import { OrdersShareCard } from './orders-share-card';
import { StatusCountCards } from './status-count-cards';

// the delivery figures load in a chunk of their own, after the order figures: the dashboard's
// first paint does not wait for them
const DeliveryCard = lazy(() =>
  import(/* webpackChunkName: "dashboard-deliveries" */ './delivery-card').then((m) => ({
    default: m.DeliveryCard,
  })),
);

/**
 * The dashboard: the greeting, counts of orders by status, orders per day and their split by
 * product or zone over the last 30 days, and the latest orders. Every part loads, fails and
 * retries on its own; all of them refresh every 30 s while the page is visible, when the tab comes
 * back and whenever an order changes.
 */
export function Dashboard({ greeting }: { greeting: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { counts, latest, stats, refresh } = useDashboardData();
  const queries = [counts, latest, stats];
  const updatedAt = Math.max(0, ...queries.map((query) => query.fulfilledTimeStamp ?? 0));
  const fetching = queries.some((query) => query.isFetching);
  // a refresh failed while older figures are still on screen
  const stale = queries.some((query) => query.isError && query.data !== undefined);

  return (
    <Stack spacing={3}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
      >
        <Box sx={{ flex: '1 1 420px', minWidth: 0 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {greeting}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', pb: 0.5 }}>
          {updatedAt > 0 && (
            <Typography
              variant="body2"
              color={stale ? 'error' : 'text.secondary'}
              data-testid="dashboard-updated-at"
            >
              {stale
                ? t('staleData', { time: formatTime(new Date(updatedAt), i18n.language, true) })
                : t('updatedAt', { time: formatTime(new Date(updatedAt), i18n.language, true) })}
            </Typography>
          )}
          <Button
            variant="outlined"
            size="small"
            startIcon={<RefreshOutlined />}
            loading={fetching}
            loadingPosition="start"
            onClick={refresh}
            aria-label={t('actions.refreshLabel')}
            sx={accentOutlined}
          >
            {t('actions.refresh')}
          </Button>
        </Box>
      </Box>
      <StatusCountCards counts={counts} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'stretch',
        }}
      >
        <OrdersPerDayCard stats={stats} />
        <OrdersShareCard stats={stats} />
      </Box>
      <Suspense fallback={null}>
        <DeliveryCard />
      </Suspense>
      <LatestOrdersCard latest={latest} />
    </Stack>
  );
}
