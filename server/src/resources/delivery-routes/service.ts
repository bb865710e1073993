import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { Database } from '../../db/tables';
import {
  DomainError,
  notFound,
  unprocessable,
  withValues,
  type FieldErrors,
} from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { loadOf, refusalToCarry, refusalToCarryAll } from './load';
import {
  activeStaff,
  insertRoute,
  insertStop,
  liveStopRows,
  orderFacts,
  routeRecord,
  removeStopsOf,
  routeHoldingOrder,
  routeOfDay,
  routeVehicle,
  stopOrders,
  updateRouteRow,
  updateStopRow,
  usableVehicle,
  type OrderFacts,
} from './repository';
import type { DeliveryRouteView } from './views';
import { changeRoute, NEEDS, raceAware, viewOf } from './route-change';
import type { DeliveryRouteBody, DeliveryStopBody, DeliveryStopOrderBody } from './schemas';

// Planning a route: its day, vehicle, driver and helper, and its stops (assigned, taken off,
// reordered). A vehicle and a driver have one route a day; an order is on one route at a time and
// must fit the vehicle's kind and what is left of its capacity. Every write is audited.

type RouteBody = Static<typeof DeliveryRouteBody>;

/** The body's references checked (one 422 with every problem), with what messages name. */
async function checkCrew(db: Kysely<Database>, body: RouteBody, routeId: number) {
  const errors: FieldErrors = {};
  const date = body.route_date;
  const vehicle = await usableVehicle(db, body.vehicle_id);
  if (vehicle === undefined) errors.vehicle_id = ['vehicleUnavailable'];
  else if ((await routeOfDay(db, date, routeId, { vehicle_id: vehicle.id })) !== undefined)
    errors.vehicle_id = [withValues('vehicleBusyThatDay', { plate: vehicle.plate, date })];
  const driver = await activeStaff(db, body.driver_id);
  if (driver === undefined) errors.driver_id = ['notAnEmployee'];
  else if ((await routeOfDay(db, date, routeId, { person_id: driver.id })) !== undefined)
    errors.driver_id = [withValues('driverBusyThatDay', { name: driver.name, date })];
  const helperId = body.helper_id ?? null;
  if (helperId !== null) {
    const helper = await activeStaff(db, helperId);
    if (helperId === body.driver_id) errors.helper_id = ['helperIsDriver'];
    else if (helper === undefined) errors.helper_id = ['notAnEmployee'];
    else if ((await routeOfDay(db, date, routeId, { person_id: helper.id })) !== undefined)
      errors.helper_id = [withValues('helperBusyThatDay', { name: helper.name, date })];
  }
  if (Object.keys(errors).length > 0 || vehicle === undefined || driver === undefined)
    throw unprocessable(errors, 'validationFailed');
  return { vehicle, driver, helperId };
}

export async function createRoute(
  context: AppContext,
  origin: AuditOrigin,
  body: RouteBody,
): Promise<DeliveryRouteView> {
  const crew = await checkCrew(context.db, body, 0);
  const at = isoAt(context.clock());
  const id = await raceAware(
    () =>
      context.db.transaction().execute(async (trx) => {
        const routeId = await insertRoute(trx, {
          route_date: body.route_date,
          vehicle_id: crew.vehicle.id,
          driver_id: crew.driver.id,
          helper_id: crew.helperId,
          status: 'planned',
          departed_at: null,
          closed_at: null,
          closed_by: null,
          cash_expected_cents: null,
          cash_counted_cents: null,
          cash_difference_cents: null,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
        await recordAudit(trx, origin, {
          action: 'create',
          entity: 'delivery_route',
          entityId: routeId,
          after: await routeRecord(trx, routeId),
          at,
        });
        return routeId;
      }),
    { plate: crew.vehicle.plate, driver: crew.driver.name, date: body.route_date },
  );
  return viewOf(context, id);
}

/** Day, vehicle, driver and helper of a planned route; its stops must fit the vehicle. */
export async function updateRoute(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: RouteBody,
): Promise<DeliveryRouteView> {
  const crew = await checkCrew(context.db, body, id);
  await changeRoute(context, origin, id, {
    action: 'update',
    needs: NEEDS.planned,
    facts: { plate: crew.vehicle.plate, driver: crew.driver.name, date: body.route_date },
    write: async ({ trx, at }) => {
      const orders = await stopOrders(trx, id);
      const early = orders
        .map((order) => refusalBeforeDue(order, body.route_date))
        .find((why) => why !== null);
      if (early !== undefined) throw unprocessable({ route_date: [early] }, 'unprocessable');
      const refusal = refusalToCarryAll(crew.vehicle, orders);
      if (refusal !== null) throw unprocessable({ vehicle_id: [refusal] }, 'unprocessable');
      await updateRouteRow(trx, id, {
        route_date: body.route_date,
        vehicle_id: crew.vehicle.id,
        driver_id: crew.driver.id,
        helper_id: crew.helperId,
        updated_at: at,
      });
    },
  });
  return viewOf(context, id);
}

/** Soft delete of a planned route: its stops are taken off, their orders free again. */
export async function deleteRoute(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<DeliveryRouteView> {
  const view = await viewOf(context, id);
  await changeRoute(context, origin, id, {
    action: 'delete',
    needs: NEEDS.planned,
    write: async ({ trx, at }) => {
      await removeStopsOf(trx, id, at);
      await updateRouteRow(trx, id, { deleted_at: at, updated_at: at });
    },
  });
  return view;
}

/** Why an order cannot go on a route at all (whatever the vehicle), or null. */
export function refusalToRoute(order: OrderFacts) {
  const folio = { folio: order.folio };
  if (order.deleted_at !== null) return withValues('orderDeletedNotRoutable', folio);
  if (order.status === 'completed') return withValues('orderCompletedNotRoutable', folio);
  if (order.status === 'cancelled') return withValues('orderCancelledNotRoutable', folio);
  return null;
}

/** Why an order does not go on a route of a day before its delivery day, or null. */
function refusalBeforeDue(order: { folio: string; delivery_date: string }, routeDate: string) {
  if (order.delivery_date <= routeDate) return null;
  return withValues('orderDueAfterRoute', {
    folio: order.folio,
    date: order.delivery_date,
    route_date: routeDate,
  });
}

/** Renumbers the live stops 1, 2, … in the order given (stop ids). */
async function renumber(db: Kysely<Database>, stopIds: readonly number[]): Promise<void> {
  for (const [index, stopId] of stopIds.entries())
    await updateStopRow(db, stopId, { position: index + 1 });
}

export async function addStop(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof DeliveryStopBody>,
): Promise<DeliveryRouteView> {
  const order = await orderFacts(context.db, body.order_id);
  if (order === undefined)
    throw unprocessable({ order_id: ['unknownReference'] }, 'unknownReference');
  await changeRoute(context, origin, id, {
    action: 'update',
    needs: NEEDS.planned,
    facts: { folio: order.folio },
    write: async ({ trx, route, at }) => {
      const current = await orderFacts(trx, body.order_id);
      if (current === undefined) throw notFound();
      const holder = await routeHoldingOrder(trx, current.id);
      const refusal =
        refusalToRoute(current) ??
        refusalBeforeDue(current, route.route_date) ??
        (holder === undefined
          ? null
          : withValues('orderOnAnotherRoute', {
              folio: current.folio,
              route: holder.id,
              date: holder.route_date,
              plate: holder.plate,
            }));
      if (refusal !== null) throw unprocessable({ order_id: [refusal] }, 'unprocessable');
      const vehicle = await routeVehicle(trx, route.vehicle_id);
      const stops = await stopOrders(trx, id);
      const tooMuch = refusalToCarry(vehicle, current, loadOf(stops));
      if (tooMuch !== null) throw unprocessable({ order_id: [tooMuch] }, 'unprocessable');
      const position = Math.min(body.position ?? stops.length + 1, stops.length + 1);
      const ids = stops.map((stop) => stop.stop_id);
      // the stops from the position on move one down, then the new one takes the position
      for (const [index, stopId] of ids.entries())
        if (index + 1 >= position) await updateStopRow(trx, stopId, { position: index + 2 });
      await insertStop(trx, {
        route_id: id,
        order_id: current.id,
        position,
        outcome: null,
        reason: null,
        dispensed_litres: null,
        recorded_at: null,
        recorded_by: null,
        created_at: at,
        removed_at: null,
      });
      await updateRouteRow(trx, id, { updated_at: at });
    },
  });
  return viewOf(context, id);
}

export async function removeStop(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  stopId: number,
): Promise<DeliveryRouteView> {
  await changeRoute(context, origin, id, {
    action: 'update',
    needs: NEEDS.planned,
    write: async ({ trx, at }) => {
      const stops = await liveStopRows(trx, id);
      if (!stops.some((stop) => stop.id === stopId)) throw notFound();
      await updateStopRow(trx, stopId, { removed_at: at });
      await renumber(
        trx,
        stops.filter((stop) => stop.id !== stopId).map((stop) => stop.id),
      );
      await updateRouteRow(trx, id, { updated_at: at });
    },
  });
  return viewOf(context, id);
}

/** The stops in a new order: every order of the route's stops, each once. */
export async function reorderStops(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof DeliveryStopOrderBody>,
): Promise<DeliveryRouteView> {
  await changeRoute(context, origin, id, {
    action: 'update',
    needs: NEEDS.plannedOrOut,
    write: async ({ trx, at }) => {
      const stops = await liveStopRows(trx, id);
      const byOrder = new Map(stops.map((stop) => [stop.order_id, stop.id]));
      const unique = new Set(body.order_ids);
      if (
        unique.size !== body.order_ids.length ||
        unique.size !== stops.length ||
        !body.order_ids.every((orderId) => byOrder.has(orderId))
      )
        throw new DomainError(422, 'unprocessable', { order_ids: ['stopsMismatch'] });
      await renumber(
        trx,
        body.order_ids.map((orderId) => byOrder.get(orderId) ?? 0),
      );
      await updateRouteRow(trx, id, { updated_at: at });
    },
  });
  return viewOf(context, id);
}
