import { errorKind, errorMessage } from '@/api/errors';
import type { CreateOrderBody, OrderDetail, PaymentMethod, Product } from '@/api/orders';
import {
  MAX_AMOUNT_CENTS,
  centsToPesos,
  formatCents,
  parseAmount,
  pesosToCents,
} from '@/lib/money/money';
import { fieldErrorsFromServer } from '@/lib/validation/server-errors';
import { maxLength, minLength, pattern, required, serverMessage } from '@/lib/validation/rules';
import type { FormErrors, FormRules, Rule, ValidationMessage } from '@/lib/validation/rules';
import { deliveryBody, deliveryRules, deliveryValuesOf } from './delivery-values';
import type { DeliveryValues } from './delivery-values';

/** A registered customer the order is for (picked in the form, or the order's own). */
export interface CustomerRef {
  id: number;
  name: string;
  phone: string | null;
}

/**
 * The order form's fields, as typed. Selects hold the id as text ('' for none); the delivery day
 * and window are in delivery-values.ts.
 */
export interface OrderValues extends DeliveryValues {
  customer: CustomerRef | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  zone_id: string;
  location_id: string;
  product: Product | '';
  quantity: string;
  /** The unit price typed by hand (pesos); unused while `price_auto`. */
  unit_price: string;
  /** The unit price is the price in force for the zone and product. */
  price_auto: boolean;
  payment_method: PaymentMethod;
  employee_id: string;
  notes: string;
}

/** The contract's bounds (CreateOrderBody). */
export const ORDER_LIMITS = {
  customer_name: 120,
  customer_phone: 20,
  address: { min: 3, max: 300 },
  quantity: { min: 1, max: 100_000 },
  notes: 1000,
} as const;

export const EMPTY_ORDER: OrderValues = {
  customer: null,
  customer_name: '',
  customer_phone: '',
  address: '',
  zone_id: '',
  location_id: '',
  product: '',
  quantity: '1',
  unit_price: '',
  price_auto: true,
  payment_method: 'cash',
  employee_id: '',
  notes: '',
  delivery_date: '',
  delivery_window_start: '',
  delivery_window_end: '',
};

/** A new order's form: delivered today (the business day `today`) unless changed. */
export const newOrderValues = (today: string): OrderValues => ({
  ...EMPTY_ORDER,
  delivery_date: today,
});

/** The form's values for an existing order: its own unit price, kept until zone or product change. */
export function orderValues(order: OrderDetail): OrderValues {
  return {
    customer:
      order.customer_id === null
        ? null
        : { id: order.customer_id, name: order.customer_name, phone: order.customer_phone },
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    address: order.address,
    zone_id: String(order.zone_id),
    location_id: order.location_id === null ? '' : String(order.location_id),
    product: order.product,
    quantity: String(order.quantity),
    unit_price: centsToPesos(pesosToCents(order.unit_price)).toFixed(2),
    price_auto: false,
    payment_method: order.payment_method,
    employee_id: order.employee_id === null ? '' : String(order.employee_id),
    notes: order.notes ?? '',
    ...deliveryValuesOf(order, ''),
  };
}

/** A whole number of units or litres within the contract's bounds, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= ORDER_LIMITS.quantity.min && value <= ORDER_LIMITS.quantity.max ? value : null;
}

/** The unit price in cents the order will take: the price in force, or the one typed. */
export function unitPriceCents(
  values: OrderValues,
  priceInForceCents: number | null,
): number | null {
  if (values.price_auto) return priceInForceCents;
  const parsed = parseAmount(values.unit_price);
  return parsed.ok ? parsed.cents : null;
}

/** Quantity × unit price, exact in cents; null while either is unknown. */
export function totalCents(quantity: number | null, unitCents: number | null): number | null {
  return quantity === null || unitCents === null ? null : quantity * unitCents;
}

const quantityRule: Rule<string> = (value): ValidationMessage | null => {
  if (value.trim() === '') return null;
  if (!/^\s*\d+\s*$/.test(value)) return { key: 'orders:errors.quantityWhole' };
  const number = Number(value.trim());
  if (number < ORDER_LIMITS.quantity.min)
    return { key: 'validation:min', params: { min: ORDER_LIMITS.quantity.min } };
  if (number > ORDER_LIMITS.quantity.max)
    return { key: 'validation:max', params: { max: ORDER_LIMITS.quantity.max } };
  return null;
};

function priceRule(auto: boolean): Rule<string> {
  return (value) => {
    if (auto) return null;
    const parsed = parseAmount(value);
    if (parsed.ok) return null;
    if (parsed.error === 'max')
      return { key: 'orders:errors.priceMax', params: { max: formatCents(MAX_AMOUNT_CENTS) } };
    return { key: `orders:errors.price.${parsed.error}` };
  };
}

/** What the form knows besides its values: the price in force and the customer's wallet. */
export interface OrderContext {
  /** The price in force for the zone and product (cents), when known. */
  priceInForceCents: number | null;
  /** null: not known (loading, or no customer); `none`: the customer has no wallet. */
  balanceCents: number | null | 'none';
  /** What the order being edited already charged to this same wallet (returned if it changes). */
  chargedCents: number;
}

/** A wallet payment needs a registered customer with a wallet that covers the total. */
function paymentRule(values: OrderValues, context: OrderContext): Rule<PaymentMethod> {
  return (method) => {
    if (method !== 'wallet') return null;
    if (values.customer === null) return { key: 'orders:errors.walletNeedsCustomer' };
    if (context.balanceCents === 'none') return { key: 'orders:errors.noWallet' };
    const total = totalCents(
      parseQuantity(values.quantity),
      unitPriceCents(values, context.priceInForceCents),
    );
    if (context.balanceCents === null || total === null) return null;
    const available = context.balanceCents + context.chargedCents;
    return total > available
      ? {
          key: 'orders:errors.walletShort',
          params: { balance: formatCents(available), total: formatCents(total) },
        }
      : null;
  };
}

const PHONE = /[0-9+() .-]{7,20}/;

/** The form's rules; `takenOn` is the day the order is (or was) taken: no delivery before it. */
export const orderRules =
  (context: OrderContext, takenOn = '') =>
  (values: OrderValues): FormRules<OrderValues> => ({
    customer_name: [required(), maxLength(ORDER_LIMITS.customer_name)],
    customer_phone: [required(), maxLength(ORDER_LIMITS.customer_phone), pattern(PHONE, 'phone')],
    address: [required(), minLength(ORDER_LIMITS.address.min), maxLength(ORDER_LIMITS.address.max)],
    zone_id: [required()],
    product: [required()],
    quantity: [required(), quantityRule],
    unit_price: [priceRule(values.price_auto)],
    payment_method: [paymentRule(values, context)],
    notes: [maxLength(ORDER_LIMITS.notes)],
    ...deliveryRules(values, takenOn),
  });

const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * The whole order as the server takes it (create, and with its id, update): trimmed, empty
 * optional fields as null (which clears them on an update). The unit price is the one shown: the
 * price in force, or the typed one; left out when there is no price in force (the server then
 * takes the last price used in the zone, or says the price is needed).
 * Call it with values that passed the rules.
 */
export function orderBody(values: OrderValues, priceInForceCents: number | null): CreateOrderBody {
  const unit = unitPriceCents(values, priceInForceCents);
  const notes = values.notes.trim();
  return {
    customer_id: values.customer?.id ?? null,
    customer_name: values.customer_name.trim(),
    customer_phone: values.customer_phone.trim(),
    address: values.address.trim(),
    zone_id: Number(values.zone_id),
    location_id: idOrNull(values.location_id),
    employee_id: idOrNull(values.employee_id),
    product: values.product as Product,
    quantity: Number(values.quantity.trim()),
    ...(unit === null ? {} : { unit_price: centsToPesos(unit) }),
    payment_method: values.payment_method,
    notes: notes === '' ? null : notes,
    ...deliveryBody(values),
  };
}

/** The form field each field of the server's answer belongs to. */
const SERVER_FIELDS: Readonly<Record<string, keyof OrderValues>> = {
  customer_id: 'customer',
  customer_name: 'customer_name',
  customer_phone: 'customer_phone',
  address: 'address',
  zone_id: 'zone_id',
  location_id: 'location_id',
  employee_id: 'employee_id',
  product: 'product',
  quantity: 'quantity',
  unit_price: 'unit_price',
  payment_method: 'payment_method',
  notes: 'notes',
  delivery_date: 'delivery_date',
  delivery_window_start: 'delivery_window_start',
  delivery_window_end: 'delivery_window_end',
};

/**
 * The server's refusals on the form's fields (its own words, e.g. "El saldo del monedero no
 * alcanza para este cargo." on the payment method). A refused unit price while the price in force
 * was used lands on the price too.
 */
export function serverOrderErrors(error: unknown): FormErrors<OrderValues> {
  const found: FormErrors<OrderValues> = {};
  for (const [field, messages] of Object.entries(fieldErrorsFromServer(error))) {
    const own = SERVER_FIELDS[field];
    if (own !== undefined)
      found[own] = serverMessage(messages[0] ?? '') satisfies ValidationMessage;
  }
  return found;
}

/**
 * The message above the form after a failed save: the wallet's refusal in plain words, "check the
 * fields" when the server marked some, the connection when it could not be reached, the server's
 * own reason for a refusal no field explains (a closed order, 409), or a generic failure.
 */
export function saveFailureText(
  error: unknown,
  found: FormErrors<OrderValues>,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  const payment = fieldErrorsFromServer(error).payment_method?.[0];
  if (payment !== undefined) return t('orders:errors.paymentRefused', { reason: payment });
  if (Object.keys(found).length > 0) return t('orders:errors.checkFields');
  const kind = errorKind(error);
  if (kind === 'network') return t('orders:errors.network');
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? t('orders:errors.saveFailed');
  return t('orders:errors.saveFailed');
}
