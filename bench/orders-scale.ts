// Orders at scale: a throwaway SQLite database with 1,000,000 orders over two years (and a poll
// answered after a share of the completed deliveries), the real server in a child process, and
// what the operators' screens and the dashboard feel: the Activos and Cancelados pages, searches
// by phone and by customer name, date ranges, the counts, the latest orders, the finished-orders
// report, the year's price averages, the search of a poll's answers, and the time and peak memory
// of a 100,000-row Excel and PDF export (each export in a fresh server process given a minted
// token, so its peak is start-up plus the export).
// Prints figures, asserts nothing. Run alone with `node --import tsx bench/orders-scale.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { hashPassword } from '../server/src/auth/passwords';
import { deriveKeys } from '../server/src/auth/jwt-secret';
import { TokenIssuer } from '../server/src/auth/tokens';
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { demoAccounts } from '../server/src/db/seed';
import { answerComments, pollSeeds, zoneSeeds } from '../server/src/db/seed/catalog';
import { deliveryPlanner } from '../server/src/db/seed/deliveries';
import { insertDemoAccounts } from '../server/src/db/seed/demo-accounts';
import {
  insertPeople,
  randomAddress,
  randomFullName,
  randomPhone,
  type SeededPerson,
} from '../server/src/db/seed/people';
import {
  insertPrices,
  insertZonesAndLocations,
  priceOn,
  type PriceBook,
  type SeededZone,
} from '../server/src/db/seed/places';
import { SeededRandom } from '../server/src/db/seed/random';
import type { OrderStatusValue, PaymentMethodValue, ProductValue } from '../server/src/db/tables';
import { folioOf } from '../server/src/domain/order-folio';
import { NO, YES, answerScore } from '../server/src/domain/polls';
import { answerSearchText, orderSearchText } from '../server/src/domain/search-texts';
import { businessWallClockDate } from '../server/src/lib/business-time';
import {
  measureDispatchBoard,
  printDispatchBoard,
  type DispatchBoardFigures,
} from './dispatch-board-scale';
import {
  logInAsAdmin,
  mb,
  peakRss,
  startBenchServer,
  timeCalls,
  timingLine,
  type BenchServer,
  type CallTiming,
} from './bench-server';

// BENCH_ORDERS: a smaller table for a quick look (the figures in README are for 1,000,000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 30_000;
const EMPLOYEES = 60;
const DAYS = 730;
const CALLS = 120;
const WARM_UP_CALLS = 10;
const EXPORT_ROWS = 100_000;
const ROWS_PER_TRANSACTION = 50_000;
/** The share of completed deliveries whose customer answered the satisfaction poll. */
const ANSWER_SHARE = 0.15;
const MINUTE = 60_000;
const DAY = 86_400_000;

type Timing = CallTiming;

export interface ExportFigure {
  format: 'excel' | 'pdf';
  rows: number;
  seconds: number;
  bytes: number;
  /** VmHWM of the server process: its peak resident memory, start-up included. */
  peakRssBytes: number;
  /** VmHWM just before the export started. */
  peakRssBeforeBytes: number;
}

export interface OrdersScaleFigures {
  orders: number;
  answers: number;
  buildSeconds: number;
  databaseBytes: number;
  timings: Timing[];
  exports: ExportFigure[];
  /** The dispatch board of a day with 2,000 orders due and 60 routes, on the same database. */
  board: DispatchBoardFigures;
}

// ------------------------------------------------------------------ the bench database

interface PollFigures {
  pollId: number;
  answers: number;
}

const productWeights: readonly (readonly [ProductValue, number])[] = [
  ['cylinder_20kg', 40],
  ['cylinder_30kg', 25],
  ['cylinder_10kg', 12],
  ['cylinder_45kg', 10],
  ['stationary_litre', 13],
];
const paymentWeights: readonly (readonly [PaymentMethodValue, number])[] = [
  ['cash', 60],
  ['card', 25],
  ['wallet', 15],
];

interface Places {
  zones: SeededZone[];
  prices: PriceBook;
  customers: SeededPerson[];
  employeesByZone: Map<number, SeededPerson[]>;
  adminId: number;
}

/** Zones, locations, prices, the demo accounts, employees and customers, through the seed's parts. */
async function insertPlacesAndPeople(file: string, now: number): Promise<Places> {
  const handle = createDatabase({ url: '', file });
  try {
    await migrateToLatest(handle.db);
    const random = new SeededRandom(1_000_000);
    const passwordHash = await hashPassword('Bench-only-password-1');
    return await handle.db.transaction().execute(async (trx) => {
      const zones = await insertZonesAndLocations(trx, random, zoneSeeds, now);
      const firstZone = zones[0];
      if (firstZone === undefined) throw new Error('no zones');
      await insertDemoAccounts(trx, firstZone.id, new Date(now - (DAYS + 30) * DAY).toISOString());
      const admin = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.admin.email)
        .executeTakeFirstOrThrow();
      const prices = await insertPrices(trx, random, zones, admin.id, now);
      const people = { zones, passwordHash, now };
      const employees = await insertPeople(trx, random, {
        ...people,
        count: EMPLOYEES,
        typeUser: 'empleado',
        firstNumber: 3001,
      });
      const customers = await insertPeople(trx, random, {
        ...people,
        count: CUSTOMERS,
        typeUser: 'usuario',
        firstNumber: null,
      });
      const employeesByZone = new Map<number, SeededPerson[]>();
      for (const employee of employees)
        employeesByZone.set(employee.zone.id, [
          ...(employeesByZone.get(employee.zone.id) ?? []),
          employee,
        ]);
      return { zones, prices, customers, employeesByZone, adminId: admin.id };
    });
  } finally {
    await handle.db.destroy();
  }
}

interface StatusPlan {
  status: OrderStatusValue;
  inProcessAt: number | null;
  doneAt: number | null;
}

/** Old orders are completed or cancelled (a few were left in process); the last two days mix. */
function planStatus(random: SeededRandom, createdAt: number, now: number): StatusPlan {
  const inProcessAt = createdAt + random.int(10, 60) * MINUTE;
  const completedAt = inProcessAt + random.int(20, 120) * MINUTE;
  const recent = now - createdAt < 2 * DAY;
  if (random.chance(recent ? 0.07 : 0.12))
    return {
      status: 'cancelled',
      inProcessAt: null,
      doneAt: createdAt + random.int(5, 90) * MINUTE,
    };
  if (recent) {
    const roll = random.next();
    if (roll < 0.35 || inProcessAt > now) return { status: 'new', inProcessAt: null, doneAt: null };
    if (roll < 0.7 || completedAt > now) return { status: 'in_process', inProcessAt, doneAt: null };
  } else if (random.chance(0.0002)) {
    return { status: 'in_process', inProcessAt, doneAt: null };
  }
  return { status: 'completed', inProcessAt, doneAt: completedAt };
}

/** 1,000,000 orders in time order (ids follow created_at), inserted in large transactions. */
function insertOrders(file: string, places: Places, now: number): void {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const columns = [
    'id',
    'folio',
    'customer_id',
    'customer_name',
    'customer_phone',
    'address',
    'zone_id',
    'location_id',
    'employee_id',
    'product',
    'quantity',
    'unit_price_cents',
    'total_cents',
    'payment_method',
    'status',
    'cancellation_reason',
    'notes',
    'created_by',
    'search_text',
    'created_at',
    'updated_at',
    'in_process_at',
    'completed_at',
    'cancelled_at',
    'deleted_at',
    'delivery_date',
    'delivery_window_start',
    'delivery_window_end',
  ];
  const insert = sqlite.prepare(
    `insert into orders (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const random = new SeededRandom(20_261_123);
  const deliveryOf = deliveryPlanner(now);
  const start = now - DAYS * DAY;
  const step = (DAYS * DAY) / ORDERS;
  const iso = (milliseconds: number | null) =>
    milliseconds === null ? null : new Date(milliseconds).toISOString();
  const insertRange = sqlite.transaction((first: number, last: number) => {
    for (let index = first; index < last; index += 1) {
      const id = index + 1;
      const createdAt = Math.floor(start + index * step + random.next() * step);
      const customer = random.chance(0.8) ? random.pick(places.customers) : null;
      const zone = customer?.zone ?? random.pick(places.zones);
      const walkIn = randomFullName(random);
      const customerName = customer
        ? `${customer.name} ${customer.last_name}`
        : `${walkIn.name} ${walkIn.last_name}`;
      const phone = customer?.phone ?? randomPhone(random, zone);
      const product = random.weighted(productWeights);
      const quantity = product === 'stationary_litre' ? random.int(80, 400) : random.int(1, 3);
      const unitPrice = priceOn(
        places.prices,
        zone.id,
        product,
        iso(createdAt)?.slice(0, 10) ?? '',
      );
      const plan = planStatus(random, createdAt, now);
      const staff = places.employeesByZone.get(zone.id) ?? [];
      const employee = plan.status === 'new' || staff.length === 0 ? null : random.pick(staff);
      const folio = folioOf(id);
      const deletedAt = random.chance(0.005) ? createdAt + random.int(1, 48) * 60 * MINUTE : null;
      const delivery = deliveryOf({
        createdAt,
        completedAt: plan.status === 'completed' ? plan.doneAt : null,
        status: plan.status,
      });
      insert.run(
        id,
        folio,
        customer?.id ?? null,
        customerName,
        phone,
        customer?.address ?? randomAddress(random, zone),
        zone.id,
        random.chance(0.7) ? random.pick(zone.locationIds) : null,
        employee?.id ?? null,
        product,
        quantity,
        unitPrice,
        unitPrice * quantity,
        customer ? random.weighted(paymentWeights) : random.pick(['cash', 'card'] as const),
        plan.status,
        plan.status === 'cancelled' ? 'El cliente canceló por teléfono' : null,
        null,
        places.adminId,
        orderSearchText({
          folio,
          customer_name: customerName,
          customer_phone: phone,
          employee_name: employee === null ? null : `${employee.name} ${employee.last_name}`,
        }),
        iso(createdAt),
        iso(Math.min(now, plan.doneAt ?? plan.inProcessAt ?? createdAt)),
        iso(plan.inProcessAt),
        plan.status === 'completed' ? iso(plan.doneAt) : null,
        plan.status === 'cancelled' ? iso(plan.doneAt) : null,
        iso(deletedAt === null || deletedAt > now ? null : deletedAt),
        delivery.delivery_date,
        delivery.delivery_window_start,
        delivery.delivery_window_end,
      );
    }
  });
  try {
    for (let first = 0; first < ORDERS; first += ROWS_PER_TRANSACTION)
      insertRange(first, Math.min(ORDERS, first + ROWS_PER_TRANSACTION));
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    sqlite.close();
  }
}

/**
 * The satisfaction poll (the demo's first poll, version 1) and its answers: one after each of a
 * share of the completed live deliveries, a few hours after it, with the ratings, yes/no items and
 * comments the demo seed gives, and the search text the server stores (`answerSearchText`: the
 * customer's name as the order holds it, the folio, the comment). Bulk inserts in large
 * transactions; answer ids follow the orders', so they follow created_at too.
 */
function insertAnswers(file: string, now: number): PollFigures {
  const seed = pollSeeds[0];
  if (seed === undefined) throw new Error('no poll seed');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const iso = (milliseconds: number) => new Date(milliseconds).toISOString();
  const random = new SeededRandom(20_261_124);
  try {
    const pollId = Number(
      sqlite
        .prepare(
          `insert into polls (title, description, active, created_at, deleted_at, previous_poll_id, version)
           values (?, ?, 1, ?, null, null, 1)`,
        )
        .run(seed.title, seed.description, iso(now - (DAYS + 10) * DAY)).lastInsertRowid,
    );
    const insertQuestion = sqlite.prepare(
      'insert into poll_questions (poll_id, position, text, kind) values (?, ?, ?, ?)',
    );
    const questions = seed.questions.map((question, index) => ({
      ...question,
      id: Number(
        insertQuestion.run(pollId, index + 1, question.text, question.kind).lastInsertRowid,
      ),
    }));
    const completed = sqlite.prepare<
      [number, number],
      {
        id: number;
        customer_id: number | null;
        customer_name: string;
        folio: string;
        completed_at: string;
      }
    >(
      `select id, customer_id, customer_name, folio, completed_at from orders
        where id >= ? and id < ? and status = 'completed' and deleted_at is null order by id`,
    );
    const insertAnswer = sqlite.prepare(
      `insert into answers (id, poll_id, customer_id, order_id, score, comment, search_text, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertItem = sqlite.prepare(
      'insert into answer_items (answer_id, question_id, value) values (?, ?, ?)',
    );
    let answers = 0;
    const insertRange = sqlite.transaction((first: number, last: number) => {
      for (const order of completed.all(first, last)) {
        if (!random.chance(ANSWER_SHARE)) continue;
        const rating = random.weighted([
          [5, 45],
          [4, 30],
          [3, 13],
          [2, 7],
          [1, 5],
        ] as const);
        const comment = random.chance(0.4) ? random.pick(answerComments) : null;
        const answeredAt = Math.min(
          Date.parse(order.completed_at) + random.int(1, 48) * 60 * MINUTE,
          now,
        );
        const items = questions.map((question) => ({
          question_id: question.id,
          kind: question.kind,
          value:
            question.kind === 'rating'
              ? String(rating)
              : question.kind === 'yes_no'
                ? random.chance(rating >= 3 ? 0.9 : 0.4)
                  ? YES
                  : NO
                : (comment ?? ''),
        }));
        answers += 1;
        insertAnswer.run(
          answers,
          pollId,
          order.customer_id,
          order.id,
          answerScore(items),
          comment,
          answerSearchText({
            customer_name: order.customer_name,
            order_folio: order.folio,
            comment,
          }),
          iso(answeredAt),
        );
        for (const item of items) insertItem.run(answers, item.question_id, item.value);
      }
    });
    for (let first = 1; first <= ORDERS; first += ROWS_PER_TRANSACTION)
      insertRange(first, first + ROWS_PER_TRANSACTION);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return { pollId, answers };
  } finally {
    sqlite.close();
  }
}

/** Creates, migrates and fills the bench database: places, people, the orders, the poll's answers. */
export async function buildOrdersDatabase(file: string, now: number): Promise<PollFigures> {
  insertOrders(file, await insertPlacesAndPeople(file, now), now);
  return insertAnswers(file, now);
}

/** Orders the search fragments are cut from: customer names and phones as stored. */
function sampleOrders(file: string, count: number): { name: string; phone: string }[] {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    const random = new SeededRandom(77);
    const pick = sqlite.prepare<[number], { name: string; phone: string }>(
      'select customer_name as name, customer_phone as phone from orders where id = ?',
    );
    return Array.from({ length: count }, () => pick.get(random.int(1, ORDERS))).filter(
      (row): row is { name: string; phone: string } => row !== undefined,
    );
  } finally {
    sqlite.close();
  }
}

/** The customers' names of answers of the poll, as its answers list shows them. */
function sampleAnswerNames(file: string, poll: PollFigures, count: number): string[] {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    const random = new SeededRandom(88);
    const pick = sqlite.prepare<[number], { name: string }>(
      'select o.customer_name as name from answers a join orders o on o.id = a.order_id where a.id = ?',
    );
    return Array.from({ length: count }, () => pick.get(random.int(1, poll.answers))?.name).filter(
      (name): name is string => name !== undefined,
    );
  } finally {
    sqlite.close();
  }
}

// ------------------------------------------------------------------ the server

interface ServerChild extends BenchServer {
  token: string;
}

interface BenchRun {
  databaseFile: string;
  workDir: string;
  /** The children's JWT_SECRET, so the bench can also mint a token itself. */
  secret: string;
}

/**
 * A token of the admin signed with the children's secret: an export child gets its token this
 * way, so its peak memory is start-up plus the export (a sign-in would add argon2id's 64 MiB).
 */
async function mintAdminToken(run: BenchRun): Promise<string> {
  const sqlite = new SqliteDatabase(run.databaseFile);
  try {
    const admin = sqlite
      .prepare<[string], { id: number }>('select id from users where email = ?')
      .get(demoAccounts.admin.email);
    if (admin === undefined) throw new Error('the bench database has no admin');
    const keys = deriveKeys(new TextEncoder().encode(run.secret));
    const issuer = new TokenIssuer(keys.tokens, 3600, Date.now);
    const session = { id: randomUUID(), endsAtMs: Date.now() + 3_600_000 };
    const issued = issuer.issue({ id: admin.id, type_user: 'administrador' }, session);
    sqlite
      .prepare(
        'insert into sessions (id, user_id, current_jti, created_at, expires_at) values (?, ?, ?, ?, ?)',
      )
      .run(
        session.id,
        admin.id,
        issued.claims.jti,
        new Date().toISOString(),
        new Date(session.endsAtMs).toISOString(),
      );
    return await Promise.resolve(issued.token);
  } finally {
    sqlite.close();
  }
}

/**
 * The real server (compiled) on the bench database, with a token of the admin:
 * signed in through the API, or minted.
 */
async function startServer(run: BenchRun, signIn: 'login' | 'minted'): Promise<ServerChild> {
  const server = await startBenchServer({
    databaseFile: run.databaseFile,
    workDir: run.workDir,
    env: { JWT_SECRET: run.secret },
    startTimeoutMs: 120_000,
  });
  const token =
    signIn === 'minted' ? await mintAdminToken(run) : await logInAsAdmin(server.baseUrl);
  return { ...server, token };
}

async function getJson<T>(server: ServerChild, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${server.token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Times `CALLS` calls (after a few unmeasured ones) of the paths the generator makes. */
const measure = (
  server: ServerChild,
  label: string,
  pathOf: (call: number) => string,
): Promise<Timing> =>
  timeCalls(label, { calls: CALLS, warmUp: WARM_UP_CALLS }, (call) =>
    getJson(server, pathOf(call)),
  );

const dayOf = (milliseconds: number): string =>
  businessWallClockDate(milliseconds).toISOString().slice(0, 10);

/** A search fragment an operator would type: part of a name (4 to 8 letters) or of a phone. */
function nameFragment(random: SeededRandom, name: string): string {
  const words = name.split(' ');
  const first = random.int(0, words.length - 1);
  const text = random.chance(0.3)
    ? words.slice(first, first + 2).join(' ')
    : (words[first] ?? name);
  const length = Math.min(text.length, random.int(4, 8));
  return random.chance(0.5) ? text.slice(0, length) : text.slice(text.length - length);
}

function phoneFragment(random: SeededRandom, phone: string): string {
  const length = random.int(4, 7);
  const from = random.int(0, phone.length - length);
  return phone.slice(from, from + length);
}

async function measureCalls(
  server: ServerChild,
  samples: readonly { name: string; phone: string }[],
  poll: PollFigures & { names: readonly string[] },
  now: number,
): Promise<Timing[]> {
  const random = new SeededRandom(5150);
  const sample = () => samples[random.int(0, samples.length - 1)] ?? { name: 'Ana', phone: '33' };
  const tab = (call: number, page: number, size: number, search?: string) =>
    call % 2 === 0
      ? `/api/orders/finished/list/${String(page)}/${String(size)}/${encodeURIComponent(search ?? 'all')}`
      : `/api/orders/paginated/${String(page)}/${String(size)}${search === undefined ? '' : `/${encodeURIComponent(search)}`}`;
  const activeTotal = (await getJson<{ total: number }>(server, '/api/orders/paginated/1/20'))
    .total;
  return [
    await measure(
      server,
      'Activos page (size 20, pages 1-10)',
      () =>
        `/api/orders/paginated/${String(random.int(1, Math.max(1, Math.min(10, Math.ceil(activeTotal / 20)))))}/20`,
    ),
    await measure(
      server,
      'Cancelados page (size 20, pages 1-500)',
      () => `/api/orders/finished/list/${String(random.int(1, 500))}/20/all`,
    ),
    await measure(server, 'search by phone fragment (4-7 digits, both tabs)', (call) =>
      tab(call, random.chance(0.8) ? 1 : 2, 20, phoneFragment(random, sample().phone)),
    ),
    await measure(server, 'search by customer name fragment (4-8 letters, both tabs)', (call) =>
      tab(call, random.chance(0.8) ? 1 : 2, 20, nameFragment(random, sample().name)),
    ),
    await measure(server, 'date range page (1-31 days over two years, both tabs)', (call) => {
      const from = now - random.int(1, DAYS - 1) * DAY;
      const to = Math.min(now, from + random.int(0, 30) * DAY);
      return `${tab(call, random.int(1, 3), 20)}?from=${dayOf(from)}&to=${dayOf(to)}`;
    }),
    await measure(server, 'countStatus', () => '/api/orders/countStatus/'),
    await measure(server, 'lastOrders/10', () => '/api/orders/lastOrders/10'),
    await measure(
      server,
      'dashboard figures, last 30 days (stats/30)',
      () => '/api/orders/stats/30',
    ),
    ...(await measureReports(server, now)),
    ...(await measureAnswerSearch(server, poll)),
  ];
}

/** Words of the poll's comments an operator would look for (4 letters or more). */
const commentWords = [
  ...new Set(
    answerComments.flatMap((comment) =>
      comment
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4),
    ),
  ),
];

/** Fragments no answer holds (letters no Spanish name or comment strings together). */
const NO_MATCH_TERMS = ['xqzw', 'qqxj', 'wxkz', 'zzqv', 'jjxq kwz'];

/**
 * The answers list of the poll (the poll page's table, 10 a page, no period) as first opened, then
 * searched by a customer's name fragment, by a word of the comments, and by a fragment nothing
 * matches.
 */
async function measureAnswerSearch(
  server: ServerChild,
  poll: PollFigures & { names: readonly string[] },
): Promise<Timing[]> {
  const random = new SeededRandom(7170);
  const page = (search: string) =>
    `/api/answers/paginated/${String(random.chance(0.8) ? 1 : 2)}/10/${encodeURIComponent(search)}?poll_id=${String(poll.pollId)}`;
  const names = poll.names.length > 0 ? poll.names : ['Ana'];
  return [
    await measure(
      server,
      'answers list of the poll, no search (pages 1-10)',
      () => `/api/answers/paginated/${String(random.int(1, 10))}/10?poll_id=${String(poll.pollId)}`,
    ),
    await measure(server, 'answers search by customer name fragment (4-8 letters)', () =>
      page(nameFragment(random, random.pick(names))),
    ),
    await measure(server, 'answers search by a word of the comments', () =>
      page(random.pick(commentWords)),
    ),
    await measure(server, 'answers search, no match', () => page(random.pick(NO_MATCH_TERMS))),
  ];
}

const BENCH_PRODUCTS = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
] as const;

/**
 * The finished-orders report (page and totals, as its screen asks them: 10 a page, completed
 * orders unless the status filter says otherwise) and the price averages, at scale. The report
 * is timed as first opened (completed orders of all time, no other filter) and filtered (a period
 * of a week to three months, with a zone, product, employee and status now and then).
 */
async function measureReports(server: ServerChild, now: number): Promise<Timing[]> {
  const random = new SeededRandom(6160);
  const zones = (await getJson<{ data: { id: number }[] }>(server, '/api/zones/all')).data.map(
    (zone) => zone.id,
  );
  const employees = (
    await getJson<{ data: { id: number }[] }>(server, '/api/users/all/empleado')
  ).data.map((user) => user.id);
  const reportQuery = () => {
    const from = now - random.int(7, DAYS - 1) * DAY;
    const to = Math.min(now, from + random.int(6, 90) * DAY);
    const query = new URLSearchParams({ from: dayOf(from), to: dayOf(to) });
    const status = random.weighted([
      ['completed', 6],
      ['all', 3],
      ['cancelled', 1],
    ] as const);
    if (status !== 'all') query.set('status', status);
    if (random.chance(0.7)) query.set('zone_id', String(random.pick(zones)));
    if (random.chance(0.5)) query.set('product', random.pick(BENCH_PRODUCTS));
    if (employees.length > 0 && random.chance(0.3))
      query.set('employee_id', String(random.pick(employees)));
    return query.toString();
  };
  const year = { from: dayOf(now - 364 * DAY), to: dayOf(now) };
  return [
    await measure(
      server,
      'finished-orders report page, as first opened (completed, all time)',
      () => `/api/orders/finished/list/1/10/all?status=completed`,
    ),
    await measure(
      server,
      'finished-orders report totals, as first opened (completed, all time)',
      () => `/api/orders/finished/totals/all?status=completed`,
    ),
    await measure(
      server,
      'finished-orders report page (1 week-3 months, status/zone/product/employee)',
      () => `/api/orders/finished/list/1/10/all?${reportQuery()}`,
    ),
    await measure(
      server,
      'finished-orders report totals (same filters)',
      () => `/api/orders/finished/totals/all?${reportQuery()}`,
    ),
    await measure(
      server,
      'price average over a year, every zone and product',
      () => `/api/prices/average/${year.from}/${year.to}`,
    ),
  ];
}

/**
 * The price average's first calls, which the kept steps of a range read again do not show: a year
 * range never asked before on each call, and the same year right after a price write (made by
 * another connection before each call, not timed: it moves the price book's count).
 */
async function measurePriceAverageFirstCalls(
  server: ServerChild,
  databaseFile: string,
  now: number,
): Promise<Timing[]> {
  const yearEndingDaysAgo = (days: number) =>
    `/api/prices/average/${dayOf(now - (364 + days) * DAY)}/${dayOf(now - days * DAY)}`;
  const sqlite = new SqliteDatabase(databaseFile);
  try {
    const price = sqlite
      .prepare<[], { id: number }>('select id from prices where deleted_at is null limit 1')
      .get();
    if (price === undefined) throw new Error('the bench database has no prices');
    const touch = sqlite.prepare('update prices set updated_at = updated_at where id = ?');
    return [
      await measure(
        server,
        'price average, first call of a year range (a new range each call)',
        (call) => yearEndingDaysAgo(call + 1),
      ),
      await timeCalls(
        'price average over a year, first call after a price write',
        { calls: CALLS, warmUp: WARM_UP_CALLS },
        () => getJson(server, yearEndingDaysAgo(0)),
        () => Promise.resolve(touch.run(price.id)),
      ),
    ];
  } finally {
    sqlite.close();
  }
}

/** The first day from which the Cancelados tab up to today holds at least EXPORT_ROWS orders. */
async function exportRange(
  server: ServerChild,
  now: number,
): Promise<{ from: string; to: string; rows: number }> {
  const to = dayOf(now);
  let low = 1;
  let high = DAYS;
  while (low < high) {
    const days = Math.floor((low + high) / 2);
    const { total } = await getJson<{ total: number }>(
      server,
      `/api/orders/finished/list/1/1/all?from=${dayOf(now - days * DAY)}&to=${to}`,
    );
    if (total >= EXPORT_ROWS) high = days;
    else low = days + 1;
  }
  const from = dayOf(now - low * DAY);
  const { total } = await getJson<{ total: number }>(
    server,
    `/api/orders/finished/list/1/1/all?from=${from}&to=${to}`,
  );
  return { from, to, rows: total };
}

async function measureExport(
  run: BenchRun,
  format: 'excel' | 'pdf',
  range: { from: string; to: string; rows: number },
): Promise<ExportFigure> {
  const server = await startServer(run, 'minted');
  try {
    const peakRssBeforeBytes = peakRss(server.pid);
    const started = performance.now();
    const response = await fetch(
      `${server.baseUrl}/api/orders/finished/${format}/all?from=${range.from}&to=${range.to}`,
      { headers: { authorization: `Bearer ${server.token}` } },
    );
    if (!response.ok || response.body === null)
      throw new Error(`${format} export failed: ${String(response.status)}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    return {
      format,
      rows: range.rows,
      seconds,
      bytes,
      peakRssBytes: peakRss(server.pid),
      peakRssBeforeBytes,
    };
  } finally {
    await server.stop();
  }
}

export async function measureOrdersScale(): Promise<OrdersScaleFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-orders-'));
  const databaseFile = join(workDir, 'orders-scale.db');
  try {
    const now = Date.now();
    const buildStarted = performance.now();
    const poll = await buildOrdersDatabase(databaseFile, now);
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    const samples = sampleOrders(databaseFile, 2000);
    const names = sampleAnswerNames(databaseFile, poll, 2000);
    const run: BenchRun = { databaseFile, workDir, secret: randomBytes(32).toString('base64url') };
    const server = await startServer(run, 'login');
    let timings: Timing[];
    let range: { from: string; to: string; rows: number };
    try {
      timings = [
        ...(await measureCalls(server, samples, { ...poll, names }, now)),
        ...(await measurePriceAverageFirstCalls(server, databaseFile, now)),
      ];
      range = await exportRange(server, now);
    } finally {
      await server.stop();
    }
    const exports = [
      await measureExport(run, 'excel', range),
      await measureExport(run, 'pdf', range),
    ];
    const databaseBytes = statSync(databaseFile).size;
    // last: it turns orders of the database into the day's board
    const board = await measureDispatchBoard({ databaseFile }, workDir, now);
    return {
      orders: ORDERS,
      answers: poll.answers,
      buildSeconds,
      databaseBytes,
      timings,
      exports,
      board,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printOrdersScale(figures: OrdersScaleFigures): void {
  console.log(
    `# Orders at scale (${figures.orders.toLocaleString('en-US')} orders, ${figures.answers.toLocaleString('en-US')} poll answers, SQLite)`,
  );
  console.log(
    `  database built in ${figures.buildSeconds.toFixed(1)} s, ${mb(figures.databaseBytes)} on disk`,
  );
  for (const timing of figures.timings) console.log(timingLine(timing));
  for (const figure of figures.exports)
    console.log(
      `  ${figure.format === 'excel' ? 'Excel' : 'PDF'} export of ${figure.rows.toLocaleString('en-US')} orders: ${figure.seconds.toFixed(1)} s, ${mb(figure.bytes)}, server peak RSS ${mb(figure.peakRssBytes)} (${mb(figure.peakRssBeforeBytes)} before the export)`,
    );
  console.log('');
  printDispatchBoard(figures.board);
}

if (require.main === module) {
  measureOrdersScale()
    .then(printOrdersScale)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
