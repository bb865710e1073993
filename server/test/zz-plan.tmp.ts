import SqliteDatabase from 'better-sqlite3';
const db = new SqliteDatabase('/tmp/reports-check/orders-1m.db', { readonly: true });
const F = `o.deleted_at is null and o.status in ('completed', 'cancelled')`;
for (const q of [
  `select count(*) from orders as o indexed by orders_finished_report_index where ${F} and o.zone_id = 3`,
  `select count(*), sum(o.total_cents) from orders as o indexed by orders_finished_report_index where ${F}`,
  `select o.id from orders as o indexed by orders_finished_report_index where ${F} and o.zone_id = 3 order by o.id desc limit 25 offset 0`,
  `select count(*) from orders as o where ${F} and o.zone_id = 3`,
]) {
  console.log(q.slice(0, 90));
  console.log(db.prepare(`explain query plan ${q}`).all().map((r: any) => '   ' + r.detail).join('\n'));
  const t0 = performance.now(); db.prepare(q).all(); console.log('   ', (performance.now() - t0).toFixed(1), 'ms');
}
