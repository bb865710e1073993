import * as audit from './operations/audit';
import * as auth from './operations/auth';
import * as customerOrders from './operations/customer-orders';
import * as orders from './operations/orders';
import * as prices from './operations/prices';
import * as push from './operations/push';
import * as reports from './operations/reports';
import * as system from './operations/system';
import * as users from './operations/users';
import * as wallets from './operations/wallets';
import { locations, zones } from './operations/zones';
import type { OperationSpec } from './operation';

export {
  audit,
  auth,
  customerOrders,
  locations,
  orders,
  prices,
  push,
  reports,
  system,
  users,
  wallets,
  zones,
};
export * from './operation';

const isOperation = (value: unknown): value is OperationSpec =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;

/** Every operation of the API, in a stable order (the order of the OpenAPI document). */
export const allOperations: readonly OperationSpec[] = [
  system,
  auth,
  users,
  wallets,
  zones,
  locations,
  orders,
  customerOrders,
  reports,
  prices,
  push,
  audit,
].flatMap((group) => Object.values(group as Record<string, unknown>).filter(isOperation));
