import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { Database } from '../../db/tables';
import { DomainError, notFound, unprocessable, withValues } from '../../domain/errors';
import type { MessageKey } from '../../domain/messages';
import { isoAt } from '../../lib/clock';
import { orderClosedBy } from '../orders/public';
import { loadOf, refusalToCarry } from './load';
import {
  insertStop,
  liveStopRows,
  lockRouteRow,
  orderFacts,
  routeRecord,
  routeVehicle,
  stopOrders,
  updateRouteRow,
  updateStopRow,
  type OrderFacts,
} from './repository';
import { viewOf } from './route-change';
import type { DeliveryStopMoveBody } from './schemas';
import type { DeliveryRouteRow } from './table';
import type { DeliveryRouteView } from './views';

// Where a stop goes: the refusals of an order on a route (its status, its day, the vehicle's kind
// and capacity), a stop placed at a position, the stops renumbered, and a stop moved from one
// planned route to another in one transaction.

/** The refusal of an order closed to changes, by why (the orders' rule, orderClosedBy). */
const NOT_ROUTABLE = {
  deleted: 'orderDeletedNotRoutable',
  completed: 'orderCompletedNotRoutable',
  cancelled: 'orderCancelledNotRoutable',
} as const satisfies Record<NonNullable<ReturnType<typeof orderClosedBy>>, MessageKey>;

/** Why an order cannot go on a route at all (whatever the vehicle), or null. */
export function refusalToRoute(order: OrderFacts) {
  const closed = orderClosedBy(order);
  return closed === null ? null : withValues(NOT_ROUTABLE[closed], { folio: order.folio });
}

/** Why an order does not go on a route of a day before its delivery day, or null. */
export function refusalBeforeDue(
  order: { folio: string; delivery_date: string },
  routeDate: string,
) {
  if (order.delivery_date <= routeDate) return null;
  return withValues('orderDueAfterRoute', {
    folio: order.folio,
    date: order.delivery_date,
    route_date: routeDate,
  });
}

/** Renumbers the live stops 1, 2, … in the order given (stop ids). */
export async function renumber(db: Kysely<Database>, stopIds: readonly number[]): Promise<void> {
  for (const [index, stopId] of stopIds.entries())
    await updateStopRow(db, stopId, { position: index + 1 });
}

/**
 * Why `order` does not go on the planned `route` holding `stops` (its status, its day, `elsewhere`
 * when it is on another route, then the vehicle's kind and capacity), or null.
 */
export async function refusalOnRoute(
  db: Kysely<Database>,
  route: DeliveryRouteRow,
  order: OrderFacts,
  stops: Awaited<ReturnType<typeof stopOrders>>,
  elsewhere: ReturnType<typeof withValues> | null = null,
) {
  return (
    refusalToRoute(order) ??
    refusalBeforeDue(order, route.route_date) ??
    elsewhere ??
    refusalToCarry(await routeVehicle(db, route.vehicle_id), order, loadOf(stops))
  );
}

/** A new stop of `orderId` on the route at `position` (or last): the stops from there move down. */
export async function placeStop(
  db: Kysely<Database>,
  routeId: number,
  stops: Awaited<ReturnType<typeof stopOrders>>,
  orderId: number,
  wanted: number | undefined,
  at: string,
): Promise<void> {
  const position = Math.min(wanted ?? stops.length + 1, stops.length + 1);
  for (const [index, stop] of stops.entries())
    if (index + 1 >= position) await updateStopRow(db, stop.stop_id, { position: index + 2 });
  await insertStop(db, {
    route_id: routeId,
    order_id: orderId,
    position,
    outcome: null,
    reason: null,
    dispensed_litres: null,
    recorded_at: null,
    recorded_by: null,
    created_at: at,
    removed_at: null,
  });
  await updateRouteRow(db, routeId, { updated_at: at });
}

/**
 * A stop of a planned route moved to another planned route, in one transaction: both routes
 * locked (the lower id first, so two moves that cross never wait on each other), the same
 * refusals as an assignment to the other route, and when refused neither route changes. Both
 * routes are recorded on the audit trail. Answers the route the stop is on now.
 */
export async function moveStop(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  stopId: number,
  body: Static<typeof DeliveryStopMoveBody>,
): Promise<DeliveryRouteView> {
  await context.db.transaction().execute(async (trx) => {
    const locked = new Map<number, DeliveryRouteRow | undefined>();
    for (const routeId of [...new Set([id, body.route_id])].sort((a, b) => a - b))
      locked.set(routeId, await lockRouteRow(trx, context.dialect, routeId));
    const at = isoAt(context.clock()); // after the locks: stamped in the order applied
    const from = locked.get(id);
    if (from === undefined) throw notFound();
    const stops = await liveStopRows(trx, id);
    const stop = stops.find((candidate) => candidate.id === stopId);
    if (stop === undefined) throw notFound();
    if (body.route_id === id)
      throw unprocessable({ route_id: ['stopAlreadyOnRoute'] }, 'unprocessable');
    const to = locked.get(body.route_id);
    if (to === undefined)
      throw unprocessable({ route_id: ['unknownReference'] }, 'unknownReference');
    if (from.status !== 'planned' || to.status !== 'planned')
      throw new DomainError(409, 'routeNotPlanned', { status: ['routeNotPlanned'] });
    const order = await orderFacts(trx, stop.order_id);
    if (order === undefined) throw notFound();
    const target = await stopOrders(trx, to.id);
    const refusal = await refusalOnRoute(trx, to, order, target);
    if (refusal !== null) throw unprocessable({ order_id: [refusal] }, 'unprocessable');
    const before = [await routeRecord(trx, from.id), await routeRecord(trx, to.id)];
    await updateStopRow(trx, stopId, { removed_at: at });
    await renumber(
      trx,
      stops.filter((candidate) => candidate.id !== stopId).map((candidate) => candidate.id),
    );
    await updateRouteRow(trx, from.id, { updated_at: at });
    await placeStop(trx, to.id, target, order.id, body.position, at);
    for (const [index, routeId] of [from.id, to.id].entries())
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'delivery_route',
        entityId: routeId,
        before: before[index],
        after: await routeRecord(trx, routeId),
        at,
      });
  });
  return viewOf(context, body.route_id);
}
