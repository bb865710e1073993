import * as audit from './audit/operations';
import * as auth from './auth/operations';
import * as customerOrders from './orders/customer-operations';
import * as orders from './orders/operations';
import * as prices from './prices/operations';
import * as push from './push/operations';
import * as reports from './reports/operations';
import * as system from './system/operations';
import * as users from './users/operations';
import * as wallets from './wallets/operations';
import { locations, zones } from './zones/operations';
import type { OperationSpec } from '../http/operation';

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
export * from '../http/operation';

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
