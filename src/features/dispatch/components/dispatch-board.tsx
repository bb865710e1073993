import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { errorKind, errorMessage } from '@/api/errors';
import { useFileDownload } from '@/components/data-grid/use-file-download';
import { DayField } from '@/components/date-field/day-field';
import { isCalendarDay } from '@/components/date-field/calendar-day';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { businessDay, formatDay } from '@/lib/format/date-time';
import type { DeliveryRoute, DispatchBoard as Board } from '../board-types';
import { dayOf, filtersOf, visibleDue } from '../board-values';
import { useBoardActions } from '../hooks/use-board-actions';
import { useDispatchBoard } from '../hooks/use-dispatch-board';
import { BoardDnd } from './board-dnd';
import { CreateRouteDialog } from './create-route-dialog';
import { DuePanel } from './due-panel';
import { RouteColumn } from './route-column';
import { TransferMenu, type TransferTarget } from './transfer-menu';

// the panels keep the page one screen tall: each scrolls on its own
const PANEL_HEIGHT = 'max(420px, calc(100vh - 190px))';

/**
 * `orders/board`: the dispatch board of a day (`?date=`, today in business time by default): the
 * orders due and overdue on no route, filterable by zone, product and window, beside one column per
 * route of the day. Orders are assigned and stops reordered by drag and drop or by their menus and
 * buttons alone; routes are created from a free vehicle and driver, sent out, and their sheets
 * printed. What another operator changes shows within seconds (the board's version is polled).
 */
export function DispatchBoard() {
  const { t, i18n } = useTranslation(['dispatch', 'orders', 'vehicles']);
  const [params, setParams] = useSearchParams();
  const today = businessDay(new Date());
  const date = dayOf(params, today);
  const filters = filtersOf(params);
  const { board, isLoading, isError, isFetching, refetch } = useDispatchBoard(date);
  const actions = useBoardActions();
  const [creating, setCreating] = useState(false);

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: name !== 'date' },
      ),
    [setParams],
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography component="h1" variant="h4" sx={{ mr: 'auto' }}>
          {t('board.title')}
        </Typography>
        <DayField
          id="dispatch-day"
          label={t('board.day')}
          value={date}
          onChange={(day) => {
            if (isCalendarDay(day)) setParam('date', day === today ? '' : day);
          }}
          size="small"
        />
        <Button variant="outlined" disabled={date === today} onClick={() => setParam('date', '')}>
          {t('board.today')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          disabled={board === undefined}
          onClick={() => setCreating(true)}
        >
          {t('routes.new')}
        </Button>
      </Box>
      {isLoading && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('board.loading')} />
        </Box>
      )}
      {isError && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InlineAlert>{t('board.loadFailed')}</InlineAlert>
          <Button variant="outlined" loading={isFetching} onClick={() => void refetch()}>
            {t('board.retry')}
          </Button>
        </Stack>
      )}
      {board !== undefined && (
        <BoardBody
          board={board}
          actions={actions}
          filters={filters}
          onFilter={setParam}
          busy={actions.busy}
        />
      )}
      {board !== undefined && (
        <CreateRouteDialog
          open={creating}
          date={board.date}
          dayText={formatDay(board.date, i18n.language, 'long')}
          vehicles={board.free_vehicles}
          drivers={board.free_drivers}
          onCreate={actions.create}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}

interface BoardBodyProps {
  board: Board;
  actions: ReturnType<typeof useBoardActions>;
  filters: ReturnType<typeof filtersOf>;
  onFilter: (name: 'zone' | 'product' | 'window', value: string) => void;
  busy: boolean;
}

function BoardBody({ board, actions, filters, onFilter, busy }: BoardBodyProps) {
  const { t } = useTranslation('dispatch');
  const shown = useMemo(() => visibleDue(board.due, filters), [board.due, filters]);
  const sheet = useFileDownload<'sheet'>();
  const [printing, setPrinting] = useState<number | null>(null);
  const [transfer, setTransfer] = useState<TransferTarget | null>(null);

  const print = (route: DeliveryRoute) => {
    setPrinting(route.id);
    sheet
      .download({
        key: 'sheet',
        url: `/api/delivery-routes/${String(route.id)}/sheet`,
        fallbackFilename: `hoja-de-ruta-${route.vehicle_plate}.pdf`,
      })
      .catch((error: unknown) => {
        if (errorKind(error) !== 'unauthorized')
          notify(errorMessage(error) ?? t('routes.sheetFailed'), 'error');
      })
      .finally(() => setPrinting(null));
  };

  return (
    <BoardDnd board={board} actions={actions}>
      <Box
        sx={{
          display: 'grid',
          // the due list narrow, the routes the rest: three routes or more wrap into rows, so
          // the first is always whole in sight and the page never scrolls sideways (1366 px)
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box sx={{ height: { md: PANEL_HEIGHT }, display: 'flex', flexDirection: 'column' }}>
          <DuePanel
            due={board.due}
            shown={shown}
            routes={board.routes}
            filters={filters}
            onFilter={onFilter}
            onAssign={(order, route) => void actions.assign(order, route)}
          />
        </Box>
        <Box
          component="section"
          aria-labelledby="dispatch-routes-title"
          sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Typography id="dispatch-routes-title" component="h2" variant="h6">
            {t('routes.title')}
          </Typography>
          {board.routes.length === 0 ? (
            <Typography color="text.secondary">{t('routes.empty')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                gap: 2,
                alignItems: 'start',
                pb: 1,
                maxHeight: { md: PANEL_HEIGHT },
                overflowY: 'auto',
              }}
            >
              {board.routes.map((route) => (
                <RouteColumn
                  key={route.id}
                  route={route}
                  busy={busy}
                  onMove={(moved, from, to) => void actions.move(moved, from, to)}
                  onRemove={(from, stop) => void actions.remove(from, stop)}
                  onTransfer={(from, stop, anchor) => setTransfer({ route: from, stop, anchor })}
                  onDepart={actions.depart}
                  onSheet={print}
                  printing={printing === route.id}
                />
              ))}
            </Box>
          )}
          <TransferMenu
            target={transfer}
            routes={board.routes}
            onTransfer={(from, stop, to) => void actions.transfer(from, stop, to)}
            onClose={() => setTransfer(null)}
          />
        </Box>
      </Box>
    </BoardDnd>
  );
}
