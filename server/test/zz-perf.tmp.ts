import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { finishedOrderTotals, listOrderPage } from '../src/repositories/orders-list';

const FILE = '/tmp/reports-check/orders-1m.db';
async function main() {
  const fresh = !existsSync(FILE);
  const { db, dialect } = createDatabase({ url: '', file: FILE });
  if (fresh) {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    for (let z = 1; z <= 8; z += 1)
      await db.insertInto('zones').values({ name: `Zona ${z}`, phone: null, description: null, search_text: `zona ${z}`, created_at: now, updated_at: now, deleted_at: null }).execute();
    for (let e = 1; e <= 60; e += 1)
      await db.insertInto('users').values({ number: String(3000 + e), username: null, name: `Empleado${e}`, last_name: 'Apellido', email: `e${e}@x.mx`, password_hash: '', phone: null, address: null, type_user: 'empleado', zone_id: 1 + (e % 8), tokens_valid_after: null, search_text: `empleado${e}`, created_at: now, updated_at: now, deleted_at: null }).execute();
    const t0 = performance.now();
    await sql`insert into orders (folio, customer_id, customer_name, customer_phone, address, zone_id, location_id, employee_id, product, quantity, unit_price_cents, total_cents, payment_method, status, cancellation_reason, notes, created_by, search_text, created_at, updated_at, in_process_at, completed_at, cancelled_at, deleted_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000)
      select 'GLP-' || substr('0000000' || i, -7), null, 'Cliente ' || (i * 7919 % 30000), '33' || (10000000 + i * 7 % 9000000), 'Calle ' || i, 1 + (i * 13 % 8), null, 1 + (i * 31 % 60),
        case i * 17 % 8 when 0 then 'cylinder_10kg' when 1 then 'cylinder_20kg' when 2 then 'cylinder_20kg' when 3 then 'cylinder_30kg' when 4 then 'cylinder_30kg' when 5 then 'cylinder_45kg' else 'stationary_litre' end,
        1 + i % 3, 40000, 40000 * (1 + i % 3), 'cash',
        case when i > 998000 then 'new' when i % 9 = 0 then 'cancelled' else 'completed' end, null, null, null,
        'glp-' || substr('0000000' || i, -7) || ' cliente ' || (i * 7919 % 30000),
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-11-24T00:00:00Z', '+' || (i * 63) || ' seconds'),
        strftime('%Y-%m-%dT%H:%M:%fZ', '2024-11-24T00:00:00Z', '+' || (i * 63) || ' seconds'), null, null, null,
        case when i % 97 = 0 then '2026-01-01T00:00:00.000Z' else null end
      from n`.execute(db);
    console.log('built in', Math.round(performance.now() - t0), 'ms');
    await sql`analyze`.execute(db);
  }
  const time = async (label: string, run: () => Promise<unknown>) => {
    await run();
    const t0 = performance.now();
    const reps = 3;
    let result: unknown;
    for (let r = 0; r < reps; r += 1) result = await run();
    const ms = (performance.now() - t0) / reps;
    const shown = JSON.stringify(result).slice(0, 110);
    console.log(label.padEnd(48), `${ms.toFixed(1)} ms`.padStart(10), shown);
  };
  const page = { page: 1, size: 25 };
  const deep = { page: 200, size: 25 };
  const F = { list: 'finished' as const };
  await time('totals all', () => finishedOrderTotals(db, dialect, F));
  await time('totals zone', () => finishedOrderTotals(db, dialect, { ...F, zone_id: 3 }));
  await time('totals employee', () => finishedOrderTotals(db, dialect, { ...F, employee_id: 7 }));
  await time('totals product', () => finishedOrderTotals(db, dialect, { ...F, product: 'cylinder_45kg' }));
  await time('totals zone+product+employee', () => finishedOrderTotals(db, dialect, { ...F, zone_id: 3, product: 'cylinder_45kg', employee_id: 7 }));
  await time('totals month', () => finishedOrderTotals(db, dialect, { ...F, from: '2025-06-01', to: '2025-06-30' }));
  await time('totals month+zone', () => finishedOrderTotals(db, dialect, { ...F, zone_id: 2, from: '2025-06-01', to: '2025-06-30' }));
  await time('totals completed year+employee', () => finishedOrderTotals(db, dialect, { ...F, status: 'completed', employee_id: 9, from: '2025-01-01', to: '2025-12-31' }));
  await time('totals search cliente 123', () => finishedOrderTotals(db, dialect, { ...F, search: 'cliente 123' }));
  await time('totals search+zone', () => finishedOrderTotals(db, dialect, { ...F, search: 'cliente 123', zone_id: 2 }));
  await time('list zone p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3 }, page).then((p) => p.total));
  await time('list zone p200', () => listOrderPage(db, dialect, { ...F, zone_id: 3 }, deep).then((p) => p.total));
  await time('list employee p1', () => listOrderPage(db, dialect, { ...F, employee_id: 7 }, page).then((p) => p.total));
  await time('list zone+product+employee p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3, product: 'cylinder_45kg', employee_id: 7 }, page).then((p) => p.total));
  await time('list rare (zone 3 employee 8) p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3, employee_id: 8 }, page).then((p) => p.total));
  await time('list month+zone p1', () => listOrderPage(db, dialect, { ...F, zone_id: 2, from: '2025-06-01', to: '2025-06-30' }, page).then((p) => p.total));
  await time('list completed+product p1', () => listOrderPage(db, dialect, { ...F, status: 'completed', product: 'stationary_litre' }, page).then((p) => p.total));
  await time('list zone sort total p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3, sort: 'total' }, page).then((p) => p.total));
  await time('list search+zone p1', () => listOrderPage(db, dialect, { ...F, search: 'cliente 123', zone_id: 2 }, page).then((p) => p.total));
  await time('list (no extras) p1', () => listOrderPage(db, dialect, F, page).then((p) => p.total));
  await db.destroy();
}
void main();
