import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit, type AuditActionName } from '../../audit/record';
import { classifyDatabaseError } from '../../db/constraint-errors';
import type { Database } from '../../db/tables';
import { DomainError, notFound, withValues } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { lockRouteRow, routeRecord } from './repository';
import { routeView, type DeliveryRouteView } from './views';
import type { DeliveryRouteRow, RouteStatusValue } from './table';

// Every write of a route: one transaction that locks the route (PostgreSQL; SQLite has one
// writer), checks its status, writes, and records the route with its stops before and after on
// the audit trail. A write that loses a race to the database's unique indexes (one route per
// vehicle or driver a day, one route per order) answers 422, as the checks before it do.

export interface RouteWrite {
  trx: Transaction<Database>;
  route: DeliveryRouteRow;
  at: string;
}

/** What the unique index a write ran into guards, if it was one of the routes'. */
function raceLostOn(error: unknown): 'vehicle' | 'driver' | 'order' | null {
  if (classifyDatabaseError(error)?.kind !== 'unique') return null;
  const { message, constraint } = error as { message?: unknown; constraint?: unknown };
  const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (text.includes('vehicle')) return 'vehicle';
  if (text.includes('driver')) return 'driver';
  if (text.includes('order')) return 'order';
  return null;
}

/** A write that lost a race, answered as its check would have. */
export async function raceAware<T>(
  write: () => Promise<T>,
  facts: { plate?: string; driver?: string; date?: string; folio?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const lost = raceLostOn(error);
    const date = facts.date ?? '';
    if (lost === 'vehicle')
      throw new DomainError(422, 'unprocessable', {
        vehicle_id: [withValues('vehicleBusyThatDay', { plate: facts.plate ?? '', date })],
      });
    if (lost === 'driver')
      throw new DomainError(422, 'unprocessable', {
        driver_id: [withValues('driverBusyThatDay', { name: facts.driver ?? '', date })],
      });
    if (lost === 'order')
      throw new DomainError(422, 'unprocessable', {
        order_id: [withValues('orderTakenMeanwhile', { folio: facts.folio ?? '' })],
      });
    throw error;
  }
}

/** What a call needs of the route's status, and the refusal (409) when it is not so. */
export const NEEDS = {
  planned: { statuses: ['planned'], refusal: 'routeNotPlanned' },
  plannedOrOut: { statuses: ['planned', 'out'], refusal: 'routeNotPlanned' },
  out: { statuses: ['out'], refusal: 'routeNotOut' },
  closed: { statuses: ['closed'], refusal: 'routeNotClosed' },
} as const satisfies Record<
  string,
  {
    statuses: readonly RouteStatusValue[];
    refusal: 'routeNotPlanned' | 'routeNotOut' | 'routeNotClosed';
  }
>;

type Need = (typeof NEEDS)[keyof typeof NEEDS];

/** The route as the API shows it after a write; a 404 when it is gone (deleted). */
export async function viewOf(context: AppContext, id: number): Promise<DeliveryRouteView> {
  const view = await routeView(context.db, id);
  if (view === undefined) throw notFound();
  return view;
}

/** One audited write of an existing route (see above); a missing or deleted route is a 404. */
export async function changeRoute(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  change: {
    action: AuditActionName;
    needs: Need;
    write: (write: RouteWrite) => Promise<void>;
    facts?: Parameters<typeof raceAware>[1];
  },
): Promise<void> {
  await raceAware(
    () =>
      context.db.transaction().execute(async (trx) => {
        const route = await lockRouteRow(trx, context.dialect, id);
        if (route === undefined) throw notFound();
        const at = isoAt(context.clock()); // after the lock: stamped in the order applied
        const { statuses, refusal } = change.needs;
        if (!(statuses as readonly RouteStatusValue[]).includes(route.status))
          throw new DomainError(409, refusal, { status: [refusal] });
        const before = await routeRecord(trx, id);
        await change.write({ trx, route, at });
        await recordAudit(trx, origin, {
          action: change.action,
          entity: 'delivery_route',
          entityId: id,
          before,
          after: await routeRecord(trx, id),
          at,
        });
      }),
    change.facts ?? {},
  );
}
