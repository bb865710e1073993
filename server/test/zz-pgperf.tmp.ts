import { sql } from 'kysely';
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { finishedOrderTotals, listOrderPage } from '../src/repositories/orders-list';

const URL = 'postgres://gas:gas@127.0.0.1:5432/gas_test';
const SCHEMA = 'perf_reports_check';
async function main() {
  const admin = new pg.Client({ connectionString: URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
  const { db, dialect } = createDatabase({ url: URL, schema: SCHEMA });
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    for (let z = 1; z <= 8; z += 1)
      await db.insertInto('zones').values({ name: `Zona ${z}`, phone: null, description: null, search_text: `zona ${z}`, created_at: now, updated_at: now, deleted_at: null }).execute();
    for (let e = 1; e <= 60; e += 1)
      await db.insertInto('users').values({ number: String(3000 + e), username: null, name: `Empleado${e}`, last_name: 'Apellido', email: `e${e}@x.mx`, password_hash: '', phone: null, address: null, type_user: 'empleado', zone_id: 1 + (e % 8), tokens_valid_after: null, search_text: `empleado${e}`, created_at: now, updated_at: now, deleted_at: null }).execute();
    const t0 = performance.now();
    await sql`insert into orders (folio, customer_id, customer_name, customer_phone, address, zone_id, location_id, employee_id, product, quantity, unit_price_cents, total_cents, payment_method, status, cancellation_reason, notes, created_by, search_text, created_at, updated_at, in_process_at, completed_at, cancelled_at, deleted_at)
      select 'GLP-' || lpad(i::text, 7, '0'), null, 'Cliente ' || (i * 7919 % 30000), '33' || (10000000 + i * 7 % 9000000), 'Calle ' || i, 1 + (i * 13 % 8), null, 1 + (i * 31 % 60),
        case i * 17 % 8 when 0 then 'cylinder_10kg' when 1 then 'cylinder_20kg' when 2 then 'cylinder_20kg' when 3 then 'cylinder_30kg' when 4 then 'cylinder_30kg' when 5 then 'cylinder_45kg' else 'stationary_litre' end,
        1 + i % 3, 40000, 40000 * (1 + i % 3), 'cash',
        case when i > 998000 then 'new' when i % 9 = 0 then 'cancelled' else 'completed' end, null, null, null,
        'glp-' || lpad(i::text, 7, '0') || ' cliente ' || (i * 7919 % 30000),
        to_char(timestamp '2024-11-24' + (i * 63) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        to_char(timestamp '2024-11-24' + (i * 63) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null, null, null,
        case when i % 97 = 0 then '2026-01-01T00:00:00.000Z' else null end
      from generate_series(1::bigint, 1000000::bigint) as i`.execute(db);
    await sql`vacuum analyze orders`.execute(db);
    console.log('built in', Math.round(performance.now() - t0), 'ms');
    const time = async (label: string, run: () => Promise<unknown>) => {
      await run();
      const s = performance.now();
      let result: unknown;
      for (let r = 0; r < 3; r += 1) result = await run();
      console.log(label.padEnd(40), `${((performance.now() - s) / 3).toFixed(1)} ms`.padStart(10), JSON.stringify(result).slice(0, 100));
    };
    const page = { page: 1, size: 25 };
    const F = { list: 'finished' as const };
    await time('totals all', () => finishedOrderTotals(db, dialect, F));
    await time('totals zone', () => finishedOrderTotals(db, dialect, { ...F, zone_id: 3 }));
    await time('totals employee', () => finishedOrderTotals(db, dialect, { ...F, employee_id: 7 }));
    await time('totals month', () => finishedOrderTotals(db, dialect, { ...F, from: '2025-06-01', to: '2025-06-30' }));
    await time('totals search+zone', () => finishedOrderTotals(db, dialect, { ...F, search: 'cliente 123', zone_id: 2 }));
    await time('list zone p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3 }, page).then((p) => p.total));
    await time('list zone p200', () => listOrderPage(db, dialect, { ...F, zone_id: 3 }, { page: 200, size: 25 }).then((p) => p.total));
    await time('list employee p1', () => listOrderPage(db, dialect, { ...F, employee_id: 7 }, page).then((p) => p.total));
    await time('list rare p1', () => listOrderPage(db, dialect, { ...F, zone_id: 3, employee_id: 8 }, page).then((p) => p.total));
    await time('list month+zone p1', () => listOrderPage(db, dialect, { ...F, zone_id: 2, from: '2025-06-01', to: '2025-06-30' }, page).then((p) => p.total));
    await time('list search+zone p1', () => listOrderPage(db, dialect, { ...F, search: 'cliente 123', zone_id: 2 }, page).then((p) => p.total));
    await time('list (no extras) p1', () => listOrderPage(db, dialect, F, page).then((p) => p.total));
  } finally {
    await db.destroy();
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.end();
  }
}
void main();
