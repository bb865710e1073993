import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import type { DeliveryRoute, DeliveryStop } from '../board-types';
import { isPlanned, loadPercent, routeDropId, stopDragId, unitKeyOf } from '../board-values';
import { useSeenOnce } from '../hooks/use-seen-once';
import { StopItem } from './stop-item';

interface RouteColumnProps {
  route: DeliveryRoute;
  busy: boolean;
  onMove: (route: DeliveryRoute, from: number, to: number) => void;
  onRemove: (route: DeliveryRoute, stop: DeliveryStop) => void;
  onTransfer: (route: DeliveryRoute, stop: DeliveryStop, anchor: HTMLElement) => void;
  onDepart: (route: DeliveryRoute) => Promise<boolean>;
  onSheet: (route: DeliveryRoute) => void;
  /** The route sheet of this route is on its way. */
  printing: boolean;
}

const STATUS_COLORS = { planned: 'default', out: 'primary', closed: 'success' } as const;

/**
 * One route of the day: vehicle, driver, its load against capacity, status, and its stops in order.
 * A day of 60 routes draws the columns near the screen; one far out of sight is its title and stop
 * count, at about its height, until it is scrolled near (what a drag's auto-scroll does too).
 */
export function RouteColumn(props: RouteColumnProps) {
  const { route } = props;
  const { t } = useTranslation('dispatch');
  const titleId = useId();
  const { ref, seen } = useSeenOnce<HTMLElement>();
  if (seen) return <DrawnRouteColumn {...props} />;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      ref={ref}
      data-testid={`route-${route.vehicle_plate}`}
      sx={{
        ...columnSx,
        borderColor: 'divider',
        minHeight: UNDRAWN_HEADER_PX + route.stops.length * STOP_PX,
      }}
    >
      <RouteHeading route={route} titleId={titleId} />
      <Typography variant="body2" color="text.secondary">
        {t('routes.stopCount', { count: route.stops.length })}
      </Typography>
    </Box>
  );
}

/** A route's title and status: the same whether the column is drawn or still out of sight. */
function RouteHeading({ route, titleId }: { route: DeliveryRoute; titleId: string }) {
  const { t } = useTranslation('dispatch');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('routes.label', { plate: route.vehicle_plate })}
      </Typography>
      <Chip
        size="small"
        label={t(`routes.status.${route.status}`)}
        color={STATUS_COLORS[route.status]}
        sx={{ ml: 'auto' }}
      />
    </Box>
  );
}

/** The height a column's header takes, and a stop's, for an undrawn column or its stops. */
const UNDRAWN_HEADER_PX = 210;
const STOP_PX = 112;

const columnSx = {
  // the grid's width: a long address is cut with an ellipsis, never widens its column
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  p: 1.5,
  borderRadius: 2,
  border: 2,
  bgcolor: 'action.hover',
  minHeight: 0,
} as const;

function DrawnRouteColumn({
  route,
  busy,
  onMove,
  onRemove,
  onTransfer,
  onDepart,
  onSheet,
  printing,
}: RouteColumnProps) {
  const { t } = useTranslation(['dispatch', 'vehicles']);
  const titleId = useId();
  const editable = isPlanned(route);
  const { setNodeRef, isOver } = useDroppable({ id: routeDropId(route.id), disabled: !editable });
  const [asking, setAsking] = useState(false);
  const [departing, setDeparting] = useState(false);
  const unit = unitKeyOf(route.vehicle_kind);
  const loadText = t('routes.loadText', {
    load: route.load,
    capacity: t(`units.${unit}`, { count: route.capacity }),
  });
  const over = route.load > route.capacity;
  // a day of 60 routes draws the stops of the routes in sight (and near), the others when
  // scrolled to: the board opens at once, and a drag moves only what is drawn
  const { ref: stopsRef, seen: stopsSeen } = useSeenOnce<HTMLDivElement>();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      ref={setNodeRef}
      data-testid={`route-${route.vehicle_plate}`}
      sx={{ ...columnSx, borderColor: isOver ? 'primary.main' : 'divider' }}
    >
      <RouteHeading route={route} titleId={titleId} />
      <Typography variant="caption" color="text.secondary">
        {t(`vehicles:kinds.${route.vehicle_kind}`)}
      </Typography>
      <Typography variant="body2">{t('routes.driver', { name: route.driver_name })}</Typography>
      {route.helper_name !== null && (
        <Typography variant="body2">{t('routes.helper', { name: route.helper_name })}</Typography>
      )}
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="caption">{t('routes.load')}</Typography>
          <Typography variant="caption">
            <bdi>{loadText}</bdi>
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={loadPercent(route)}
          color={over ? 'error' : loadPercent(route) >= 90 ? 'warning' : 'primary'}
          aria-label={t('routes.loadLabel', {
            plate: route.vehicle_plate,
            load: route.load,
            capacity: t(`units.${unit}`, { count: route.capacity }),
          })}
          sx={{ height: 8, borderRadius: 1 }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintOutlined />}
          loading={printing}
          onClick={() => onSheet(route)}
        >
          {t('routes.sheet')}
        </Button>
        {editable && (
          <Button
            size="small"
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={busy || route.stops.length === 0}
            onClick={() => setAsking(true)}
          >
            {t('routes.depart')}
          </Button>
        )}
      </Box>
      {route.stops.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('routes.noStops')}
        </Typography>
      ) : !stopsSeen ? (
        <Box
          ref={stopsRef}
          // about the height the stops will take, so that the grid does not jump when they come
          sx={{ minHeight: route.stops.length * STOP_PX, color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('routes.stopCount', { count: route.stops.length })}
          </Typography>
        </Box>
      ) : (
        <SortableContext
          id={routeDropId(route.id)}
          items={route.stops.map((stop) => stopDragId(route.id, stop.order_id))}
          strategy={verticalListSortingStrategy}
        >
          <Box
            component="ol"
            aria-labelledby={titleId}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {route.stops.map((stop, index) => (
              <StopItem
                key={stop.id}
                routeId={route.id}
                stop={stop}
                index={index}
                count={route.stops.length}
                editable={editable}
                busy={busy}
                onMove={(from, to) => onMove(route, from, to)}
                onRemove={(removed) => onRemove(route, removed)}
                onTransfer={(moved, anchor) => onTransfer(route, moved, anchor)}
              />
            ))}
          </Box>
        </SortableContext>
      )}
      <ConfirmDialog
        open={asking}
        title={t('depart.title', { plate: route.vehicle_plate })}
        confirmLabel={t('depart.confirm')}
        cancelLabel={t('depart.cancel')}
        busy={departing}
        onConfirm={() => {
          setDeparting(true);
          void onDepart(route).finally(() => {
            setDeparting(false);
            setAsking(false);
          });
        }}
        onCancel={() => setAsking(false)}
      >
        {t('depart.text', { count: route.stops.length })}
      </ConfirmDialog>
    </Box>
  );
}
