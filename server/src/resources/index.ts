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
import { locations } from './locations/operations';
import { zones } from './zones/operations';
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

/** The OpenAPI tags, in the document's order. */
const tagDescriptions: Record<string, string> = {
  system: 'Health of the service',
  auth: 'Sign in, sign out, registration and password reset',
  users: 'Customers, employees and administrators; exports; star clients',
  wallets: 'Prepaid wallets and their movements (historicals)',
  zones: 'Delivery zones',
  locations: 'Locations (branches, plants) of each zone',
  orders: 'Gas orders, their status flow, exports and dashboard figures',
  reports: 'Customer survey polls and answers',
  prices: 'Prices per zone and product, and average prices',
  push: "Push messaging: the signed-in user's browsers registered with Firebase Cloud Messaging",
  audit:
    'The audit trail (administrators only): who changed what, when and from where; append-only',
};

export const apiTags = Object.entries(tagDescriptions).map(([name, description]) => ({
  name,
  description,
}));
