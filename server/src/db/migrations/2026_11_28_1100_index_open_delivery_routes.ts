import { sql, type Kysely } from 'kysely';

// The routes still planned or out, by id (a partial index, the same on both engines): the dispatch
// board leaves out of its due list the orders held by a live stop of such a route, and reads
// those few hundred stops once, through this index and delivery_stops_route_index, however many
// closed routes the past days left, instead of looking each due order up among the stops.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index delivery_routes_open_index
    on delivery_routes (id) where status in ('planned', 'out')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index delivery_routes_open_index`.execute(db);
}
