import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DeliveryRoute, DispatchBoard, DueOrder } from '../board-types';
import { DUE_LIST_DROP_ID, isPlanned, pieceOf } from '../board-values';
import type { BoardActions } from '../hooks/use-board-actions';

interface BoardDndProps {
  board: DispatchBoard;
  actions: BoardActions;
  children: ReactNode;
}

/** Where a target ranks when the pointer is over several (a stop lies inside its route). */
const rank = { stop: 0, list: 1, route: 2, due: 3 } as const;

/**
 * With the pointer (mouse, touch): the target under it, a stop before the route that holds it;
 * the due list only for a stop (it goes back there). By keyboard, and when the pointer is over no
 * target: dnd-kit's closest corners among the routes and their stops (by keyboard a stop leaves
 * its route with "Quitar").
 */
const collisionDetection: CollisionDetection = (args) => {
  const draggingStop = pieceOf(args.active.id)?.type === 'stop';
  const under = pointerWithin(args)
    .filter((collision) => {
      const type = pieceOf(collision.id)?.type;
      return type !== undefined && type !== 'due' && (type !== 'list' || draggingStop);
    })
    .sort((a, b) => rank[pieceOf(a.id)?.type ?? 'due'] - rank[pieceOf(b.id)?.type ?? 'due']);
  if (under.length > 0) return under;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (container) => container.id !== DUE_LIST_DROP_ID,
    ),
  });
};

/** The pointer's position at the end of a drag, when a pointer dragged. */
function pointerAt(event: DragEndEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (
    !(start instanceof MouseEvent) &&
    !(typeof TouchEvent !== 'undefined' && start instanceof TouchEvent)
  )
    return null;
  const point = start instanceof MouseEvent ? start : start.touches[0];
  if (point === undefined) return null;
  return { x: point.clientX + event.delta.x, y: point.clientY + event.delta.y };
}

function routeOf(board: DispatchBoard, id: UniqueIdentifier | undefined): DeliveryRoute | null {
  const piece = id === undefined ? null : pieceOf(id);
  if (piece === null || piece.type === 'due' || piece.type === 'list') return null;
  return board.routes.find((route) => route.id === piece.routeId) ?? null;
}

/**
 * Drag and drop on the board, by mouse, touch or keyboard (dnd-kit's keyboard sensor), with what
 * happens said to screen readers in the user's language: a due order dropped on a planned route
 * (or on one of its stops, to go before it) is assigned to it; a stop dropped on another stop of
 * its route takes its place, on another planned route (or one of its stops) moves there, on the
 * due list leaves its route.
 */
export function BoardDnd({ board, actions, children }: BoardDndProps) {
  const { t } = useTranslation('dispatch');
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const folioOf = (id: UniqueIdentifier): string => {
    const piece = pieceOf(id);
    if (piece === null || piece.type === 'route' || piece.type === 'list') return '';
    if (piece.type === 'due')
      return board.due.find((order) => order.order_id === piece.orderId)?.folio ?? '';
    return routeOf(board, id)?.stops.find((stop) => stop.order_id === piece.orderId)?.folio ?? '';
  };
  const itemText = (id: UniqueIdentifier): string =>
    t(pieceOf(id)?.type === 'due' ? 'dnd.order' : 'dnd.stop', { folio: folioOf(id) });
  const targetText = (id: UniqueIdentifier): string => {
    const route = routeOf(board, id);
    const piece = pieceOf(id);
    if (piece?.type === 'list') return t('dnd.dueList');
    if (route === null) return '';
    const label = t('routes.label', { plate: route.vehicle_plate });
    if (piece?.type !== 'stop') return label;
    const stop = route.stops.find((candidate) => candidate.order_id === piece.orderId);
    return stop ? `${label}, ${t('stop.position', { position: stop.position })}` : label;
  };

  const announcements: Announcements = {
    onDragStart: ({ active: picked }) => t('dnd.picked', { item: itemText(picked.id) }),
    onDragOver: ({ active: moving, over }) =>
      over
        ? t('dnd.over', { item: itemText(moving.id), target: targetText(over.id) })
        : t('dnd.notOver', { item: itemText(moving.id) }),
    onDragEnd: ({ active: dropped, over }) =>
      over
        ? t('dnd.dropped', { item: itemText(dropped.id), target: targetText(over.id) })
        : t('dnd.droppedNowhere', { item: itemText(dropped.id) }),
    onDragCancel: ({ active: cancelled }) => t('dnd.cancelled', { item: itemText(cancelled.id) }),
  };

  const onDragEnd = (event: DragEndEvent) => {
    const { active: dragged, over } = event;
    setActive(null);
    const from = pieceOf(dragged.id);
    const to = over ? pieceOf(over.id) : null;
    const source = routeOf(board, dragged.id);
    const stop =
      from?.type === 'stop' ? source?.stops.find((s) => s.order_id === from.orderId) : undefined;
    if (to?.type === 'list') {
      if (source !== null && stop !== undefined && isPlanned(source))
        void actions.remove(source, stop);
      return;
    }
    const route = over ? routeOf(board, over.id) : null;
    if (from === null || to === null || route === null || !isPlanned(route)) return;
    const at = to.type === 'stop' ? route.stops.findIndex((s) => s.order_id === to.orderId) : -1;
    // on a stop: before it, or after it when dropped on its lower half (the pointer's, or by
    // keyboard the dragged item's middle)
    const moved = dragged.rect.current.translated;
    const middle = pointerAt(event)?.y ?? (moved === null ? null : moved.top + moved.height / 2);
    const below = over !== null && middle !== null && middle > over.rect.top + over.rect.height / 2;
    const position = at >= 0 ? at + 1 + Number(below) : undefined;
    if (from.type === 'due') {
      const order: DueOrder | undefined = board.due.find((o) => o.order_id === from.orderId);
      if (order) void actions.assign(order, route, position);
    } else if (from.type === 'stop' && from.routeId === route.id) {
      const index = route.stops.findIndex((s) => s.order_id === from.orderId);
      const target = at >= 0 ? at : route.stops.length - 1;
      if (index >= 0 && index !== target) void actions.move(route, index, target);
    } else if (from.type === 'stop' && source !== null && stop !== undefined && isPlanned(source)) {
      void actions.transfer(source, stop, route, position);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // the panels scroll only when the pointer is right at their edge: with dnd-kit's default
      // (a fifth of the size) the route in sight scrolled away under the pointer
      autoScroll={{ threshold: { x: 0.05, y: 0.1 } }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dnd.instructions') },
      }}
      onDragStart={({ active: picked }) => setActive(picked.id)}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active === null ? null : (
          <Paper elevation={6} sx={{ px: 1.5, py: 1, width: 240, cursor: 'grabbing' }}>
            <Typography variant="subtitle2">{folioOf(active)}</Typography>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
