import SqliteDatabase from 'better-sqlite3';
const db = new SqliteDatabase('/tmp/reports-check/orders-1m.db');
db.exec(`drop index orders_finished_report_index`);
db.exec(`create index orders_finished_report_index on orders (id, created_at, status, zone_id, product, employee_id, quantity, total_cents, deleted_at) where deleted_at is null and status in ('completed', 'cancelled')`);
db.exec('analyze');
