// Scheduled deliveries: an order's delivery date (the day it is taken by default, never before it)
// and optional window (both ends or neither, the end after the start), kept on edit, given by a
// customer ordering again, and the due lists (due today, overdue) of the active orders, their
// search, date range, status and export.
import { businessToday } from '../src/lib/business-time';
import { addDays } from '../src/lib/calendar-days';
import { createTestApp, demoUserId, firstLocation, type CallResult, type TestApp } from './helper';
import { readWorkbook } from './xlsx-rows';

const DAY = 86_400_000;

let t: TestApp;
let employee: string;
let customer: string;
const ids = { customer: 0, zone: 0, location: 0 };
/** How far the app's clock was moved (the test's "now" follows it). */
let moved = 0;

const today = () => businessToday(Date.now() + moved);

interface OrderBody {
  id: number;
  folio: string;
  status: string;
  delivery_date: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
}

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

beforeAll(async () => {
  t = await createTestApp();
  [employee, customer] = await Promise.all([t.login('employee'), t.login('customer')]);
  ids.customer = await demoUserId(t.database, 'customer');
  ({ zone_id: ids.zone, location_id: ids.location } = await firstLocation(t.database));
});
afterAll(() => t.close());

const orderFields = (name: string) => ({
  customer_id: ids.customer,
  customer_name: name,
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: ids.zone,
  location_id: ids.location,
  product: 'cylinder_20kg',
  quantity: 1,
  unit_price: 450,
  payment_method: 'cash',
});

const create = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    headers,
    payload: { ...orderFields('María José Gómez Álvarez'), ...fields },
  });

async function created(fields: Record<string, unknown> = {}): Promise<OrderBody> {
  const response = await create(fields);
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json<OrderBody>();
}

const update = (id: number, fields: Record<string, unknown>) =>
  t.call({
    method: 'PUT',
    url: `/api/orders/${String(id)}`,
    token: employee,
    payload: { ...orderFields('María José Gómez Álvarez'), ...fields },
  });

const errorsOf = (response: CallResult) => response.json<ErrorBody>().errors;

async function moveStatus(id: number, status: string, reason?: string): Promise<void> {
  const response = await t.call({
    method: 'POST',
    url: `/api/orders/${String(id)}/status`,
    token: employee,
    payload: reason === undefined ? { status } : { status, reason },
  });
  if (response.statusCode !== 200) throw new Error(`status: ${response.body}`);
}

/** The ids of a whole active list (at most 100). */
async function listIds(query: string, search?: string): Promise<number[]> {
  const path = search === undefined ? '' : `/${encodeURIComponent(search)}`;
  const response = await t.call({
    method: 'GET',
    url: `/api/orders/paginated/1/100${path}?${query}`,
    token: employee,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((order) => order.id);
}

describe('the delivery date and window of an order', () => {
  it('defaults to the day the order is taken, without a window', async () => {
    const order = await created();
    expect(order).toMatchObject({
      delivery_date: today(),
      delivery_window_start: null,
      delivery_window_end: null,
    });
    const read = await t.call({
      method: 'GET',
      url: `/api/orders/${String(order.id)}`,
      token: employee,
    });
    expect(read.json()).toMatchObject({ delivery_date: today(), delivery_window_start: null });
  });

  it('takes a later day and a window', async () => {
    const tomorrow = addDays(today(), 1);
    const order = await created({
      delivery_date: tomorrow,
      delivery_window_start: '09:00',
      delivery_window_end: '13:30',
    });
    expect(order).toMatchObject({
      delivery_date: tomorrow,
      delivery_window_start: '09:00',
      delivery_window_end: '13:30',
    });
  });

  it('refuses a window with one end, an end not after its start, or a day before today, naming the field in Spanish', async () => {
    const onlyStart = await create({ delivery_window_start: '09:00' });
    expect(onlyStart.statusCode).toBe(422);
    expect(errorsOf(onlyStart)).toEqual({
      delivery_window_end: [
        'Indique las dos horas del horario de entrega (desde y hasta), o ninguna.',
      ],
    });
    const onlyEnd = await create({ delivery_window_start: null, delivery_window_end: '12:00' });
    expect(onlyEnd.statusCode).toBe(422);
    expect(Object.keys(errorsOf(onlyEnd))).toEqual(['delivery_window_start']);
    for (const [start, end] of [
      ['13:00', '13:00'],
      ['14:00', '09:30'],
    ]) {
      const reversed = await create({ delivery_window_start: start, delivery_window_end: end });
      expect(reversed.statusCode).toBe(422);
      expect(errorsOf(reversed)).toEqual({
        delivery_window_end: [
          'La hora final del horario de entrega debe ser posterior a la inicial.',
        ],
      });
    }
    const past = await create({ delivery_date: addDays(today(), -1) });
    expect(past.statusCode).toBe(422);
    expect(errorsOf(past)).toEqual({
      delivery_date: ['La fecha de entrega no puede ser anterior al día en que se tomó el pedido.'],
    });
    const english = await create(
      { delivery_date: addDays(today(), -1) },
      { 'accept-language': 'en-US' },
    );
    expect(errorsOf(english)).toEqual({
      delivery_date: ['The delivery date cannot be before the day the order was taken.'],
    });
  });

  it('refuses times that are not HH:MM and days that do not exist (400), naming the field', async () => {
    for (const value of ['9:00', '24:00', '12:60', '12:00:00', 'mediodía']) {
      const response = await create({ delivery_window_start: value, delivery_window_end: '23:00' });
      expect(response.statusCode).toBe(400);
      // the contract's pattern (before, an unknown field: 'Campo no permitido.')
      expect(errorsOf(response)).toEqual({ delivery_window_start: ['Valor no permitido.'] });
    }
    const response = await create({ delivery_date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).delivery_date?.[0]).toMatch(/^Fecha no válida: use AAAA-MM-DD/);
  });

  it('keeps the date and window on an edit that leaves them out, and changes or clears them when sent', async () => {
    const order = await created({
      delivery_date: addDays(today(), 2),
      delivery_window_start: '16:00',
      delivery_window_end: '20:00',
    });
    const kept = await update(order.id, { notes: 'Tocar el timbre' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      delivery_date: addDays(today(), 2),
      delivery_window_start: '16:00',
      delivery_window_end: '20:00',
    });
    const moved = await update(order.id, {
      delivery_date: today(),
      delivery_window_start: '08:00',
    });
    expect(moved.json()).toMatchObject({
      delivery_date: today(),
      delivery_window_start: '08:00',
      delivery_window_end: '20:00',
    });
    const cleared = await update(order.id, {
      delivery_window_start: null,
      delivery_window_end: null,
    });
    expect(cleared.json()).toMatchObject({
      delivery_date: today(),
      delivery_window_start: null,
      delivery_window_end: null,
    });
    const half = await update(order.id, { delivery_window_end: '10:00' });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(errorsOf(half))).toEqual(['delivery_window_start']);
    const early = await update(order.id, { delivery_date: addDays(today(), -1) });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(errorsOf(early))).toEqual(['delivery_date']);
  });
});

describe('a customer ordering again', () => {
  it('gives the delivery date and window, or gets today without a window', async () => {
    const original = await created();
    const repeat = (payload?: unknown) =>
      t.call({
        method: 'POST',
        url: `/api/orders/mine/${String(original.id)}/repeat`,
        token: customer,
        payload,
      });
    const tomorrow = addDays(today(), 1);
    const scheduled = await repeat({
      delivery_date: tomorrow,
      delivery_window_start: '12:00',
      delivery_window_end: '16:00',
    });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json()).toMatchObject({
      customer_id: ids.customer,
      delivery_date: tomorrow,
      delivery_window_start: '12:00',
      delivery_window_end: '16:00',
    });
    const plain = await repeat();
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ delivery_date: today(), delivery_window_start: null });
    const bad = await repeat({ delivery_window_start: '16:00', delivery_window_end: '12:00' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad))).toEqual(['delivery_window_end']);

    const mine = await t.call({ method: 'GET', url: '/api/orders/mine/1/100', token: customer });
    const id = scheduled.json<OrderBody>().id;
    expect(mine.json<{ data: OrderBody[] }>().data.find((order) => order.id === id)).toMatchObject({
      delivery_date: tomorrow,
      delivery_window_start: '12:00',
      delivery_window_end: '16:00',
    });
  });
});

describe('the due lists', () => {
  const orders: Record<string, OrderBody> = {};

  beforeAll(async () => {
    // start from an empty active list: the orders of the tests above are closed
    const now = new Date().toISOString();
    await t.database.db
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: now, cancellation_reason: 'Prueba' })
      .where('status', 'in', ['new', 'in_process'])
      .execute();
    orders.dueToday = await created({ customer_name: 'Aurelio Due Hoy' });
    orders.tomorrow = await created({
      customer_name: 'Beatriz Mañana',
      delivery_date: addDays(today(), 1),
      delivery_window_start: '09:00',
      delivery_window_end: '13:00',
    });
    orders.completed = await created({ customer_name: 'Carmen Completado' });
    await moveStatus(orders.completed.id, 'in_process');
    await moveStatus(orders.completed.id, 'completed');
    orders.cancelled = await created({ customer_name: 'Daniel Cancelado' });
    await moveStatus(orders.cancelled.id, 'cancelled', 'El cliente ya no lo necesita');
    orders.deleted = await created({ customer_name: 'Elena Eliminado' });
    await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(orders.deleted.id)}`,
      token: employee,
    });
  });

  it('lists the active orders due today, none overdue yet, and leaves finished and deleted ones out', async () => {
    expect(await listIds('due=today')).toEqual([orders.dueToday?.id]);
    expect(await listIds('due=overdue')).toEqual([]);
    expect(await listIds('due=today&trashed=only')).toEqual([orders.deleted?.id]);
    expect(await listIds('')).toEqual([orders.tomorrow?.id, orders.dueToday?.id]);
    const bad = await t.call({
      method: 'GET',
      url: '/api/orders/paginated/1/10?due=tomorrow',
      token: employee,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad))).toEqual(['due']);
  });

  it('a day later: yesterday’s are overdue, tomorrow’s due today, with search, dates, status and sort', async () => {
    const takenOn = today();
    moved += DAY;
    t.advanceClock(DAY);
    employee = await t.login('employee');
    const fresh = await created({ customer_name: 'Fernando Nuevo' });

    expect(await listIds('due=today')).toEqual([fresh.id, orders.tomorrow?.id]);
    expect(await listIds('due=overdue')).toEqual([orders.dueToday?.id]);
    const page = await t.call({
      method: 'GET',
      url: '/api/orders/paginated/1/1?due=today',
      token: employee,
    });
    expect(page.json()).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    expect(await listIds('due=today&sort=customer_name')).toEqual([orders.tomorrow?.id, fresh.id]);
    // search (the trigram index and a short fragment), date range and status with the filter
    expect(await listIds('due=today', 'Beatriz')).toEqual([orders.tomorrow?.id]);
    expect(await listIds('due=overdue', 'Beatriz')).toEqual([]);
    expect(await listIds('due=overdue', 'au')).toEqual([orders.dueToday?.id]);
    expect(await listIds(`due=today&from=${takenOn}&to=${takenOn}`)).toEqual([orders.tomorrow?.id]);
    expect(await listIds(`due=overdue&from=${today()}`)).toEqual([]);
    expect(await listIds('due=overdue&status=new')).toEqual([orders.dueToday?.id]);
    await moveStatus(orders.dueToday?.id ?? 0, 'in_process');
    expect(await listIds('due=overdue&status=new')).toEqual([]);
    expect(await listIds('due=overdue&status=in_process')).toEqual([orders.dueToday?.id]);

    // an overdue order stays editable with its day, and leaves the list once rescheduled
    const kept = await update(orders.dueToday?.id ?? 0, {
      customer_name: 'Aurelio Due Hoy',
      delivery_date: takenOn,
      status: 'in_process',
    });
    expect(kept.statusCode).toBe(200);
    const rescheduled = await update(orders.dueToday?.id ?? 0, {
      customer_name: 'Aurelio Due Hoy',
      delivery_date: today(),
      status: 'in_process',
    });
    expect(rescheduled.statusCode).toBe(200);
    expect(await listIds('due=overdue')).toEqual([]);
    expect(await listIds('due=today')).toEqual([
      fresh.id,
      orders.tomorrow?.id,
      orders.dueToday?.id,
    ]);
  });

  it('exports the due list it shows, with the delivery column', async () => {
    const excel = await t.call({
      method: 'GET',
      url: '/api/orders/list/excel/all?due=today',
      token: employee,
    });
    expect(excel.statusCode).toBe(200);
    const workbook = await readWorkbook(excel.raw);
    const column = workbook.headers.indexOf('Entrega');
    expect(column).toBeGreaterThan(0);
    expect(workbook.preamble[1]).toContain('entrega hoy');
    const byFolio = new Map(workbook.rows.map((row) => [row[0], row[column]]));
    expect([...byFolio.keys()]).toHaveLength(3);
    const [year, month, day] = today().split('-');
    expect(byFolio.get(orders.tomorrow?.folio)).toBe(`${day}/${month}/${year} 09:00–13:00`);
    expect(byFolio.get(orders.dueToday?.folio)).toBe(`${day}/${month}/${year}`);
    const none = await t.call({
      method: 'GET',
      url: '/api/orders/list/excel/all?due=overdue',
      token: employee,
    });
    expect((await readWorkbook(none.raw)).rows.map((row) => row[0])).toEqual([
      'No hay registros para este filtro.',
    ]);
  });
});
