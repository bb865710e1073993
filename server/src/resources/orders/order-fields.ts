import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database, OrdersTable } from '../../db/tables';
import { unprocessable, type FieldErrors } from '../../domain/errors';
import { orderSearchText } from '../../domain/search-texts';
import { businessToday } from '../../lib/business-time';
import { exactCents } from '../../lib/money';
import { businessDayOf, resolveDelivery, type DeliveryFields } from './delivery-schedule';
import { defaultUnitPriceCents } from './price-in-force';
import type { OrderRow } from './repository';
import type { CreateOrderBody } from './schemas';

// The fields of an order as saved, from the body sent: references checked (zone, location,
// employee, customer), the price worked out, every problem in one 422. References that do not
// change are not checked again (an order keeps its employee even after that account is deleted).

type CreateBody = Static<typeof CreateOrderBody>;

/** The largest total an order may reach: the contract's Money maximum. */
const MAX_TOTAL_CENTS = 10_000_000 * 100;

const STAFF_TYPES = new Set(['empleado', 'administrador']);

type OrderFields = Pick<
  OrdersTable,
  | 'customer_id'
  | 'customer_name'
  | 'customer_phone'
  | 'address'
  | 'zone_id'
  | 'location_id'
  | 'employee_id'
  | 'product'
  | 'quantity'
  | 'unit_price_cents'
  | 'total_cents'
  | 'payment_method'
  | 'notes'
> &
  DeliveryFields;

export interface ResolvedOrder {
  fields: OrderFields;
  employeeName: string | null;
}

const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

const changed = <T>(existing: OrderRow | null, read: (row: OrderRow) => T, value: T): boolean =>
  existing === null || read(existing) !== value;

async function checkZone(db: Kysely<Database>, zoneId: number, errors: FieldErrors) {
  const zone = await db
    .selectFrom('zones')
    .select('deleted_at')
    .where('id', '=', zoneId)
    .executeTakeFirst();
  if (zone === undefined) errors.zone_id = ['unknownReference'];
  else if (zone.deleted_at !== null) errors.zone_id = ['zoneDeleted'];
}

async function checkLocation(
  db: Kysely<Database>,
  locationId: number,
  zoneId: number,
  errors: FieldErrors,
) {
  const location = await db
    .selectFrom('locations')
    .select(['zone_id', 'deleted_at'])
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (location === undefined || location.deleted_at !== null)
    errors.location_id = ['unknownReference'];
  else if (location.zone_id !== zoneId) errors.location_id = ['locationNotInZone'];
}

const findPerson = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('users')
    .select(['name', 'last_name', 'type_user', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Validates the references and works out price and total; every problem in one 422. */
export async function resolveOrder(
  trx: Transaction<Database>,
  context: AppContext,
  body: CreateBody,
  existing: OrderRow | null,
): Promise<ResolvedOrder> {
  const errors: FieldErrors = {};
  for (const field of ['customer_name', 'customer_phone', 'address'] as const)
    if (body[field].trim() === '') errors[field] = ['required'];
  const zoneId = body.zone_id;
  const locationId = keep(body.location_id, existing?.location_id ?? null);
  const employeeId = keep(body.employee_id, existing?.employee_id ?? null);
  const customerId = keep(body.customer_id, existing?.customer_id ?? null);
  const zoneChanged = changed(existing, (row) => row.zone_id, zoneId);
  if (zoneChanged) await checkZone(trx, zoneId, errors);
  if (
    locationId !== null &&
    (zoneChanged || changed(existing, (row) => row.location_id, locationId))
  )
    await checkLocation(trx, locationId, zoneId, errors);

  let employeeName: string | null = null;
  if (employeeId !== null) {
    const employee = await findPerson(trx, employeeId);
    const isNew = changed(existing, (row) => row.employee_id, employeeId);
    if (
      isNew &&
      (employee === undefined ||
        employee.deleted_at !== null ||
        !STAFF_TYPES.has(employee.type_user))
    )
      errors.employee_id = ['notAnEmployee'];
    else if (employee !== undefined) employeeName = `${employee.name} ${employee.last_name}`;
  }
  if (customerId !== null && changed(existing, (row) => row.customer_id, customerId)) {
    const customer = await findPerson(trx, customerId);
    if (customer === undefined || customer.deleted_at !== null || customer.type_user !== 'usuario')
      errors.customer_id = ['notACustomer'];
  }
  if (body.payment_method === 'wallet' && customerId === null)
    errors.payment_method = ['walletNeedsCustomer'];

  let unitCents: number | undefined;
  if (body.unit_price !== undefined) {
    unitCents = exactCents(body.unit_price) ?? undefined;
    if (unitCents === undefined) errors.unit_price = ['tooManyDecimals'];
  } else if (
    existing !== null &&
    existing.zone_id === zoneId &&
    existing.product === body.product
  ) {
    unitCents = existing.unit_price_cents;
  } else if (errors.zone_id === undefined) {
    unitCents = await defaultUnitPriceCents(
      trx,
      context.dialect,
      zoneId,
      body.product,
      businessToday(context.clock()),
    );
    if (unitCents === undefined) errors.unit_price = ['noPriceForZone'];
  }
  const totalCents = unitCents === undefined ? 0 : unitCents * body.quantity;
  if (totalCents > MAX_TOTAL_CENTS) errors.quantity = ['totalTooLarge'];
  const takenOn =
    existing === null ? businessToday(context.clock()) : businessDayOf(existing.created_at);
  const delivery = resolveDelivery(body, existing, takenOn, errors);
  if (Object.keys(errors).length > 0 || unitCents === undefined)
    throw unprocessable(errors, 'validationFailed');

  const notes = keep(body.notes, existing?.notes ?? null);
  return {
    employeeName,
    fields: {
      customer_id: customerId,
      customer_name: body.customer_name.trim(),
      customer_phone: body.customer_phone.trim(),
      address: body.address.trim(),
      zone_id: zoneId,
      location_id: locationId,
      employee_id: employeeId,
      product: body.product,
      quantity: body.quantity,
      unit_price_cents: unitCents,
      total_cents: totalCents,
      payment_method: body.payment_method,
      notes: notes === null || notes.trim() === '' ? null : notes.trim(),
      ...delivery,
    },
  };
}

export const searchTextOf = (folio: string, resolved: ResolvedOrder): string =>
  orderSearchText({
    folio,
    customer_name: resolved.fields.customer_name,
    customer_phone: resolved.fields.customer_phone,
    employee_name: resolved.employeeName,
  });
