import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  useCloseDeliveryRouteMutation,
  useDepartDeliveryRouteMutation,
  useGetMyDeliveryRoutesQuery,
  useRecordDeliveryOutcomeMutation,
} from '@/api/delivery-routes';
import type { DeliveryOutcomeBody, DeliveryRoute, DeliveryStop } from '@/api/delivery-routes';
import { RecordLoading } from '@/components/data-grid/record-states';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { businessDay, formatDay } from '@/lib/format/date-time';
import { selectIsAdministrator } from '@/lib/session/user';
import { useAppSelector } from '@/store/hooks';
import { allRecorded, progressOf } from '../route-figures';
import { useRouteUpdate } from '../use-route-update';
import { CashFigures } from './cash-figures';
import { CloseRouteDialog } from './close-route-dialog';
import { ForDriversOnly } from './for-drivers-only';
import { OutcomeDialog } from './outcome-dialog';
import { SheetButton } from './sheet-button';
import type { OutcomeKind } from './outcome-dialog';
import { StopCard } from './stop-card';

/** How often the driver's routes are read again. */
const ROUTES_REFRESH_MS = 30_000;

type Asking =
  | { what: 'outcome'; stop: DeliveryStop; kind: OutcomeKind }
  | { what: 'close' }
  | { what: 'depart' }
  | null;

/** The route's header: vehicle, status and how far it has gone. */
function RouteProgress({ route }: { route: DeliveryRoute }) {
  const { t } = useTranslation('driver');
  const { done, total } = progressOf(route);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          <bdi>
            {t('route.vehicle', {
              plate: route.vehicle_plate,
              kind: t(`kinds.${route.vehicle_kind}`),
            })}
          </bdi>
        </Typography>
        <Chip size="small" label={t(`statuses.${route.status}`)} variant="outlined" />
      </Box>
      {route.helper_name !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('route.helper', { name: route.helper_name })}
        </Typography>
      )}
      <Typography id={`route-${String(route.id)}-progress`} role="status">
        <bdi>{t('route.progress', { done, total })}</bdi>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : Math.round((done / total) * 100)}
        aria-labelledby={`route-${String(route.id)}-progress`}
      />
    </Stack>
  );
}

/** One route of the day, stop by stop, with its actions. */
function RouteView({ route, date }: { route: DeliveryRoute; date: string }) {
  const { t } = useTranslation('driver');
  const [asking, setAsking] = useState<Asking>(null);
  const update = useRouteUpdate(date);
  const [record, recording] = useRecordDeliveryOutcomeMutation();
  const [close, closing] = useCloseDeliveryRouteMutation();
  const [depart, departing] = useDepartDeliveryRouteMutation();
  const out = route.status === 'out';

  const recordOutcome = async (stop: DeliveryStop, body: DeliveryOutcomeBody) => {
    const done = await update(() =>
      record({ id: route.id, stopId: stop.id, deliveryOutcomeBody: body }).unwrap(),
    );
    setAsking(null);
    if (done)
      notify(
        t(body.outcome === 'delivered' ? 'done.delivered' : 'done.notDelivered', {
          position: stop.position,
        }),
        'success',
      );
  };
  const closeRoute = async (cashCounted: number) => {
    const done = await update(() =>
      close({ id: route.id, deliveryCloseBody: { cash_counted: cashCounted } }).unwrap(),
    );
    setAsking(null);
    if (done) notify(t('done.closed'), 'success');
  };
  const departRoute = async () => {
    const done = await update(() => depart({ id: route.id }).unwrap());
    setAsking(null);
    if (done) notify(t('done.departed'), 'success');
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <RouteProgress route={route} />
          <SheetButton route={route} />
        </Stack>
      </Paper>
      {route.status === 'planned' && (
        <Paper sx={{ p: 2 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('route.planned')}</Typography>
            {route.stops.length > 0 && (
              <Button
                variant="contained"
                onClick={() => setAsking({ what: 'depart' })}
                sx={{ minHeight: 48 }}
              >
                {t('actions.depart')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {route.status === 'closed' && route.cash_expected !== null && (
        <Paper component="section" sx={{ p: 2 }} aria-label={t('route.closedTitle')}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('route.closedTitle')}
          </Typography>
          <CashFigures
            expected={route.cash_expected}
            counted={route.cash_counted}
            difference={route.cash_difference}
          />
        </Paper>
      )}
      {route.stops.length === 0 ? (
        <Paper sx={{ p: 2 }}>
          <Typography>{t('route.noStops')}</Typography>
        </Paper>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('route.stops')}>
          {route.stops.map((stop) => (
            <StopCard
              key={stop.id}
              stop={stop}
              recording={out}
              onOutcome={(chosen, kind) => setAsking({ what: 'outcome', stop: chosen, kind })}
            />
          ))}
        </Stack>
      )}
      {out && allRecorded(route) && (
        <Button
          variant="contained"
          size="large"
          startIcon={<LockOutlined />}
          onClick={() => setAsking({ what: 'close' })}
          sx={{ minHeight: 52 }}
        >
          {t('actions.close')}
        </Button>
      )}
      {asking?.what === 'outcome' && (
        <OutcomeDialog
          stop={asking.stop}
          kind={asking.kind}
          busy={recording.isLoading}
          onConfirm={(body) => void recordOutcome(asking.stop, body)}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.what === 'close' && (
        <CloseRouteDialog
          route={route}
          busy={closing.isLoading}
          onConfirm={(cash) => void closeRoute(cash)}
          onCancel={() => setAsking(null)}
        />
      )}
      <ConfirmDialog
        open={asking?.what === 'depart'}
        title={t('depart.title', { plate: route.vehicle_plate })}
        confirmLabel={t('depart.confirm')}
        cancelLabel={t('actions.cancel')}
        busy={departing.isLoading}
        onConfirm={() => void departRoute()}
        onCancel={() => setAsking(null)}
      >
        {t('depart.text', { count: route.stops.length })}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * `my-route`: the signed-in employee's route of the day (as driver or helper), made for a phone:
 * a choice when there are several (`?route=<id>`), its progress, the stops in their order with a
 * tap per outcome (each confirmed), and once every stop has its outcome, the close with the cash
 * counted against the cash expected.
 */
export function MyRoutePage() {
  const { t, i18n } = useTranslation('driver');
  const date = businessDay(new Date());
  const [params, setParams] = useSearchParams();
  const administrator = useAppSelector(selectIsAdministrator);
  // read again every 30 s: a route the board sends out or changes meanwhile shows without a reload
  const routes = useGetMyDeliveryRoutesQuery(
    { date },
    {
      refetchOnMountOrArgChange: true,
      pollingInterval: ROUTES_REFRESH_MS,
      skip: administrator,
    },
  );
  const list = routes.data ?? [];
  const chosenId = Number(params.get('route'));
  const route = list.find((candidate) => candidate.id === chosenId) ?? list[0];

  let body;
  if (administrator) body = <ForDriversOnly />;
  else if (routes.isLoading) body = <RecordLoading />;
  else if (routes.isError || !routes.data)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InlineAlert>{t('route.failed')}</InlineAlert>
        <Button
          variant="outlined"
          loading={routes.isFetching}
          onClick={() => void routes.refetch()}
          sx={{ minHeight: 44 }}
        >
          {t('actions.retry')}
        </Button>
      </Stack>
    );
  else if (!route)
    body = (
      <Paper sx={{ p: 2 }}>
        <Typography>{t('route.none')}</Typography>
      </Paper>
    );
  else
    body = (
      <Stack spacing={2}>
        {list.length > 1 && (
          <ToggleButtonGroup
            exclusive
            value={route.id}
            onChange={(_event, id: number | null) => {
              if (id !== null) setParams({ route: String(id) }, { replace: true });
            }}
            aria-label={t('route.choose')}
            sx={{ flexWrap: 'wrap' }}
          >
            {list.map((candidate) => (
              <ToggleButton key={candidate.id} value={candidate.id} sx={{ minHeight: 44 }}>
                {candidate.vehicle_plate}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <RouteView key={route.id} route={route} date={date} />
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{formatDay(date, i18n.language, 'long')}</Typography>
      </Box>
      {body}
    </Stack>
  );
}
