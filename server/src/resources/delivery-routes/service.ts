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
import { refusalToCarryAll } from './load';
import {
  activeStaff,
  insertRoute,
  liveStopRows,
  orderFacts,
  routeRecord,
  removeStopsOf,
  routeHoldingOrder,
  routeOfDay,
  stopOrders,
  updateRouteRow,
  updateStopRow,
  usableVehicle,
} from './repository';
import type { DeliveryRouteView } from './views';
import { changeRoute, NEEDS, raceAware, viewOf } from './route-change';
import { placeStop, refusalBeforeDue, refusalOnRoute, renumber } from './stop-placing';
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
      const stops = await stopOrders(trx, id);
      const refusal = await refusalOnRoute(
        trx,
        route,
        current,
        stops,
        holder === undefined
          ? null
          : withValues('orderOnAnotherRoute', {
              folio: current.folio,
              route: holder.id,
              date: holder.route_date,
              plate: holder.plate,
            }),
      );
      if (refusal !== null) throw unprocessable({ order_id: [refusal] }, 'unprocessable');
      await placeStop(trx, id, stops, current.id, body.position, at);
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
