import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { joinedTransaction } from '../../db/joined-transaction';
import type { Database } from '../../db/tables';
import { DomainError, notFound, unprocessable, withValues } from '../../domain/errors';
import { exactCents } from '../../lib/money';
import { changeOrderStatus, updateOrder } from '../orders/public';
import { refusalToCarryAll } from './load';
import {
  activeStaff,
  cashExpectedCents,
  liveStopRows,
  orderFacts,
  orderForEdit,
  routeVehicle,
  stopOrders,
  updateRouteRow,
  updateStopRow,
  usableVehicle,
} from './repository';
import { routesOfDayFor, type DeliveryRouteView } from './views';
import { changeRoute, NEEDS, viewOf, type RouteWrite } from './route-change';
import type { DeliveryCloseBody, DeliveryOutcomeBody } from './schemas';
import { refusalToRoute } from './stop-placing';
import type { NotDeliveredReasonValue } from './table';

// Running a route: it leaves (its orders in process), each stop gets its outcome (the order
// completes, goes back to the board, or is cancelled), and it closes with the cash count. The
// orders move by the orders resource's own writes (status flow, wallet refunds and charges, their
// audit entries), joined to the route's transaction: the route and its orders commit together.

type OutcomeBody = Static<typeof DeliveryOutcomeBody>;

/** The orders resource's context, on the route's transaction. */
const ordersContext = (context: AppContext, write: RouteWrite) =>
  inTransaction(context, joinedTransaction(write.trx));

/** The reasons as an order's cancellation keeps them (Spanish, the business's language). */
const REASON_TEXTS: Record<NotDeliveredReasonValue, string> = {
  nobody_home: 'nadie en casa',
  refused: 'el cliente lo rechazó',
  wrong_address: 'dirección equivocada',
  no_access: 'sin acceso',
};

/**
 * A route as its driver reads it: with the cash expected so far, counted by the very function the
 * close keeps its figure with (cashExpectedCents), so the screen shows the server's figure.
 */
export async function withCashSoFar(
  db: Kysely<Database>,
  view: DeliveryRouteView,
): Promise<DeliveryRouteView> {
  return { ...view, cash_expected_so_far: (await cashExpectedCents(db, view.id)) / 100 };
}

/** The routes of a day where the user drives or helps, each with its cash expected so far. */
export async function driversRoutesOfDay(
  db: Kysely<Database>,
  day: string,
  userId: number,
): Promise<DeliveryRouteView[]> {
  const routes = await routesOfDayFor(db, day, userId);
  return Promise.all(routes.map((view) => withCashSoFar(db, view)));
}

const driversView = async (context: AppContext, id: number): Promise<DeliveryRouteView> =>
  withCashSoFar(context.db, await viewOf(context, id));

/**
 * planned → out: the vehicle in service, the driver active, every stop's order still deliverable
 * and fitting; the new orders move to in_process.
 */
export async function departRoute(
  context: AppContext,
  origin: AuditOrigin,
  actorId: number,
  id: number,
): Promise<DeliveryRouteView> {
  await changeRoute(context, origin, id, {
    action: 'status_change',
    needs: NEEDS.planned,
    write: async (write) => {
      const { trx, route, at } = write;
      const orders = await stopOrders(trx, id);
      if (orders.length === 0)
        throw new DomainError(422, 'routeHasNoStops', { stops: ['routeHasNoStops'] });
      for (const order of orders) {
        const refusal = refusalToRoute(order);
        if (refusal !== null) throw unprocessable({ stops: [refusal] }, 'unprocessable');
      }
      // the vehicle may have gone out of service, or the driver been deleted, since it was planned
      const crew = {
        ...((await usableVehicle(trx, route.vehicle_id)) === undefined
          ? { vehicle_id: ['vehicleUnavailable' as const] }
          : {}),
        ...((await activeStaff(trx, route.driver_id)) === undefined
          ? { driver_id: ['notAnEmployee' as const] }
          : {}),
      };
      if (Object.keys(crew).length > 0) throw unprocessable(crew, 'unprocessable');
      const tooMuch = refusalToCarryAll(await routeVehicle(trx, route.vehicle_id), orders);
      if (tooMuch !== null) throw unprocessable({ vehicle_id: [tooMuch] }, 'unprocessable');
      for (const order of orders)
        if (order.status === 'new')
          await changeOrderStatus(ordersContext(context, write), actorId, origin, order.id, {
            status: 'in_process',
          });
      await updateRouteRow(trx, id, { status: 'out', departed_at: at, updated_at: at });
    },
  });
  return driversView(context, id);
}

/** The body's fields that go with the outcome, or a 422 naming the ones that do not. */
function checkOutcome(body: OutcomeBody): void {
  if (body.outcome === 'delivered') {
    const extra = {
      ...(body.reason === undefined ? {} : { reason: ['onlyWhenNotDelivered' as const] }),
      ...(body.then === undefined ? {} : { then: ['onlyWhenNotDelivered' as const] }),
    };
    if (Object.keys(extra).length > 0) throw unprocessable(extra, 'validationFailed');
    return;
  }
  const errors = {
    ...(body.reason === undefined ? { reason: ['requiredWhenNotDelivered' as const] } : {}),
    ...(body.then === undefined ? { then: ['requiredWhenNotDelivered' as const] } : {}),
    ...(body.dispensed_litres === undefined
      ? {}
      : { dispensed_litres: ['onlyWhenDelivered' as const] }),
  };
  if (Object.keys(errors).length > 0) throw unprocessable(errors, 'validationFailed');
}

/** A stop's outcome, on a route that is out; the stop's order moves with it. */
export async function recordOutcome(
  context: AppContext,
  origin: AuditOrigin,
  actorId: number,
  id: number,
  stopId: number,
  body: OutcomeBody,
): Promise<DeliveryRouteView> {
  checkOutcome(body);
  await changeRoute(context, origin, id, {
    action: 'update',
    needs: NEEDS.out,
    write: async (write) => {
      const { trx, at } = write;
      const stop = (await liveStopRows(trx, id)).find((row) => row.id === stopId);
      if (stop === undefined) throw notFound();
      if (stop.outcome !== null)
        throw new DomainError(409, 'stopAlreadyRecorded', { stop_id: ['stopAlreadyRecorded'] });
      const order = await orderFacts(trx, stop.order_id);
      if (order === undefined) throw notFound();
      const orders = ordersContext(context, write);
      if (body.outcome === 'delivered') {
        const litres = body.dispensed_litres;
        if (litres !== undefined && order.product !== 'stationary_litre')
          throw unprocessable(
            { dispensed_litres: [withValues('litresOnlyForStationary', { folio: order.folio })] },
            'validationFailed',
          );
        if (litres === undefined || litres === order.quantity)
          await changeOrderStatus(orders, actorId, origin, order.id, { status: 'completed' });
        else
          await updateOrder(orders, actorId, origin, order.id, {
            ...(await orderForEdit(trx, order.id)),
            quantity: litres,
            status: 'completed',
          });
      } else if (body.then === 'cancel' && body.reason !== undefined)
        await changeOrderStatus(orders, actorId, origin, order.id, {
          status: 'cancelled',
          reason: `No entregado (ruta ${String(id)}): ${REASON_TEXTS[body.reason]}`,
        });
      await updateStopRow(trx, stopId, {
        outcome: body.outcome,
        reason: body.reason ?? null,
        dispensed_litres: body.dispensed_litres ?? null,
        recorded_at: at,
        recorded_by: actorId,
      });
      await updateRouteRow(trx, id, { updated_at: at });
    },
  });
  return driversView(context, id);
}

/** out → closed, with the cash count: expected from the delivered cash orders, counted, the difference. */
export async function closeRoute(
  context: AppContext,
  origin: AuditOrigin,
  actorId: number,
  id: number,
  body: Static<typeof DeliveryCloseBody>,
): Promise<DeliveryRouteView> {
  const counted = exactCents(body.cash_counted);
  if (counted === null)
    throw new DomainError(400, 'validationFailed', { cash_counted: ['tooManyDecimals'] });
  await changeRoute(context, origin, id, {
    action: 'status_change',
    needs: NEEDS.out,
    write: async ({ trx, at }) => {
      const pending = (await liveStopRows(trx, id)).filter((stop) => stop.outcome === null);
      if (pending.length > 0)
        throw unprocessable(
          { stops: [withValues('routeStopsPending', { count: pending.length })] },
          'unprocessable',
        );
      const expected = await cashExpectedCents(trx, id);
      await updateRouteRow(trx, id, {
        status: 'closed',
        closed_at: at,
        closed_by: actorId,
        cash_expected_cents: expected,
        cash_counted_cents: counted,
        cash_difference_cents: counted - expected,
        updated_at: at,
      });
    },
  });
  return driversView(context, id);
}

/** closed → out (administrators, by the contract): the cash count is cleared. */
export async function reopenRoute(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
): Promise<DeliveryRouteView> {
  await changeRoute(context, origin, id, {
    action: 'status_change',
    needs: NEEDS.closed,
    write: async ({ trx, at }) => {
      await updateRouteRow(trx, id, {
        status: 'out',
        closed_at: null,
        closed_by: null,
        cash_expected_cents: null,
        cash_counted_cents: null,
        cash_difference_cents: null,
        updated_at: at,
      });
    },
  });
  return driversView(context, id);
}
