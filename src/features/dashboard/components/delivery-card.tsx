import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetDeliveryFiguresQuery } from '@/api/delivery-figures';
import type { DeliveryFigures } from '@/api/delivery-figures';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { formatDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { formatCount, formatPercent } from '@/lib/format/number';
import { accentOutlined } from '../accent';
import { usePageVisible } from '../hooks/use-page-visible';
import { DASHBOARD_REFRESH_MS } from '../refresh';
import { DashboardSection } from './dashboard-section';
import { LoadFailed } from './load-failed';

function SubHeading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** On time over the last 30 days, as a big share and its counts. */
function OnTime({ figures }: { figures: DeliveryFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  const { delivered, on_time: onTime } = figures.on_time;
  return (
    <Box>
      <SubHeading>{t('deliveries.onTime')}</SubHeading>
      {delivered === 0 ? (
        <Typography color="text.secondary">{t('deliveries.noDeliveries')}</Typography>
      ) : (
        <>
          <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
            {formatPercent(onTime / delivered, i18n.language)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('deliveries.onTimeCount', {
              onTime: formatCount(onTime, i18n.language),
              delivered: formatCount(delivered, i18n.language),
            })}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** Average minutes from taken to delivered, per zone. */
function Minutes({ figures }: { figures: DeliveryFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Box>
      <SubHeading>{t('deliveries.minutes')}</SubHeading>
      {figures.zones.length === 0 ? (
        <Typography color="text.secondary">{t('deliveries.noDeliveries')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5, m: 0 }}
        >
          {figures.zones.map((zone) => (
            <Box key={zone.zone_id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {zone.zone_name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
                {t('deliveries.minutesValue', {
                  minutes: new Intl.NumberFormat(i18n.language, {
                    maximumFractionDigits: 0,
                  }).format(zone.average_minutes),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Today's routes and how far each has gone. */
function TodayRoutes({ figures }: { figures: DeliveryFigures }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box>
      <SubHeading>{t('deliveries.today')}</SubHeading>
      {figures.today_routes.length === 0 ? (
        <Typography color="text.secondary">{t('deliveries.noRoutes')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {figures.today_routes.map((route) => {
            const label = t('deliveries.routeProgress', {
              plate: route.vehicle_plate,
              driver: route.driver_name,
              status: t(`deliveries.statuses.${route.status}`),
              done: route.done,
              stops: route.stops,
            });
            return (
              <Box component="li" key={route.id}>
                <Typography variant="body2">
                  <bdi>{label}</bdi>
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={route.stops === 0 ? 0 : Math.round((route.done / route.stops) * 100)}
                  aria-label={label}
                />
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** The cash differences of the last 7 days: a shortfall in the readable red, said in words. */
function CashDifferences({ figures }: { figures: DeliveryFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Box>
      <SubHeading>{t('deliveries.cash')}</SubHeading>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5, m: 0 }}
      >
        {figures.cash_differences.map((day) => {
          const money = formatMoney(day.difference, i18n.language);
          return (
            <Box key={day.date} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {formatDay(day.date, i18n.language)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                data-testid={`cash-difference-${day.date}`}
                sx={(theme) => ({
                  m: 0,
                  textAlign: 'end',
                  ...(day.difference < 0
                    ? { color: readableErrorColor(theme), fontWeight: 600 }
                    : {}),
                })}
              >
                <bdi>
                  {day.difference < 0
                    ? t('deliveries.short', { amount: money })
                    : day.difference > 0
                      ? `+${money}`
                      : money}
                </bdi>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The delivery day on the dashboard: deliveries on time and the average minutes from taken to
 * delivered per zone (last 30 days), today's routes and their progress, and the cash differences
 * of the last 7 days, with a link to the cash counts. Polled like the rest of the dashboard, while
 * the page is visible; read again with the dashboard's refresh and on any order change.
 */
export function DeliveryCard() {
  const { t } = useTranslation('dashboard');
  const visible = usePageVisible();
  const figures = useGetDeliveryFiguresQuery(undefined, {
    pollingInterval: visible ? DASHBOARD_REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const { data } = figures;

  let body;
  if (data) {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <OnTime figures={data} />
        <Minutes figures={data} />
        <TodayRoutes figures={data} />
        <CashDifferences figures={data} />
      </Box>
    );
  } else if (figures.isError) {
    body = <LoadFailed onRetry={() => void figures.refetch()} retrying={figures.isFetching} />;
  } else {
    body = (
      <Stack direction="row" spacing={3} aria-busy="true" aria-label={t('deliveries.loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" sx={{ flex: 1 }} height={96} />
        ))}
      </Stack>
    );
  }

  return (
    <DashboardSection
      title={t('deliveries.title')}
      subtitle={t('deliveries.subtitle')}
      actions={
        <Button
          component={RouterLink}
          to="reports/cash-counts"
          size="small"
          variant="outlined"
          sx={accentOutlined}
        >
          {t('deliveries.cashCounts')}
        </Button>
      }
    >
      {body}
    </DashboardSection>
  );
}
