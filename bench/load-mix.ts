// The request mix of the load run and the capture of what the server acknowledged. Every
// autocannon connection sends one request at a time: `setupRequest` draws the next call (list pages,
// searches, create-order, status changes of the orders this run created, wallet credits and
// debits) and notes it in the connection's context; `onResponse` reads the answer, classifies it
// (acknowledged, expected refusal, error) and records each acknowledged write with its state, so the
// after-check can find every one of them in the database.
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../server/src/db/database';
import type {
  MovementTypeValue,
  OrderStatusValue,
  PaymentMethodValue,
  ProductValue,
} from '../server/src/db/tables';
import { SeededRandom } from '../server/src/db/seed/random';
import { percentile } from './bench-server';

/** Marks what this run wrote (order notes, movement messages), so the after-check can count it. */
export const LOAD_MARK = 'bench-load';

export const MIX_KINDS = [
  'list',
  'search-phone',
  'search-name',
  'create',
  'status',
  'credit',
  'debit',
] as const;
export type MixKind = (typeof MIX_KINDS)[number];

/** Shares of the mix, in percent. */
const WEIGHTS: readonly (readonly [MixKind, number])[] = [
  ['list', 30],
  ['search-phone', 12],
  ['search-name', 13],
  ['create', 15],
  ['status', 15],
  ['credit', 7],
  ['debit', 8],
];

const PRODUCTS: readonly ProductValue[] = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
];

// ------------------------------------------------------------------ what the mix draws from

export interface MixCustomer {
  id: number;
  name: string;
  phone: string;
  address: string;
  zoneId: number;
}

export interface MixWallet {
  walletId: number;
  userId: number;
}

export interface MixData {
  customers: MixCustomer[];
  /** Active locations per zone (an order may also have none). */
  locationsByZone: Map<number, number[]>;
  /** Customers' names and phones as orders hold them (search fragments are cut from these). */
  names: string[];
  phones: string[];
  /** The few wallets credits, debits and wallet-paid orders move (opened by `openWallets`). */
  wallets: MixWallet[];
}

/** Customers, zones' locations and search samples, read from the database before the server starts. */
export async function readMixData(handle: DatabaseHandle): Promise<Omit<MixData, 'wallets'>> {
  const { db } = handle;
  const customers = await db
    .selectFrom('users')
    .select(['id', 'name', 'last_name', 'phone', 'address', 'zone_id'])
    .where('type_user', '=', 'usuario')
    .where('deleted_at', 'is', null)
    .where('zone_id', 'is not', null)
    .where('phone', 'is not', null)
    .where('address', 'is not', null)
    .orderBy(sql`random()`)
    .limit(500)
    .execute();
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'zone_id'])
    .where('deleted_at', 'is', null)
    .execute();
  const samples = await db
    .selectFrom('orders')
    .select(['customer_name', 'customer_phone'])
    .orderBy(sql`random()`)
    .limit(2000)
    .execute();
  const locationsByZone = new Map<number, number[]>();
  for (const location of locations)
    locationsByZone.set(location.zone_id, [
      ...(locationsByZone.get(location.zone_id) ?? []),
      location.id,
    ]);
  return {
    customers: customers.map((row) => ({
      id: row.id,
      name: `${row.name} ${row.last_name}`,
      phone: row.phone ?? '',
      address: row.address ?? '',
      zoneId: row.zone_id ?? 0,
    })),
    locationsByZone,
    names: samples.map((row) => row.customer_name),
    phones: samples.map((row) => row.customer_phone),
  };
}

async function callJson(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

/**
 * The wallets of the first `count` customers, opened through the API (with a first credit) when
 * they have none. Few wallets, so concurrent movements meet on the same rows.
 */
export async function openWallets(
  baseUrl: string,
  token: string,
  customers: readonly MixCustomer[],
  count: number,
): Promise<{ wallets: MixWallet[]; opened: number }> {
  const wallets: MixWallet[] = [];
  let opened = 0;
  for (const customer of customers.slice(0, count)) {
    const existing = await callJson(
      baseUrl,
      token,
      'GET',
      `/api/users/${String(customer.id)}/wallet`,
    );
    let wallet = existing.json as { id: number };
    if (existing.status === 404) {
      const created = await callJson(baseUrl, token, 'POST', '/api/wallets', {
        user_id: customer.id,
        amount: 1000,
      });
      if (created.status !== 201)
        throw new Error(
          `opening a wallet: ${String(created.status)} ${JSON.stringify(created.json)}`,
        );
      wallet = created.json as { id: number };
      opened += 1;
    } else if (existing.status !== 200) {
      throw new Error(`reading a wallet: ${String(existing.status)}`);
    }
    wallets.push({ walletId: wallet.id, userId: customer.id });
  }
  return { wallets, opened };
}

// ------------------------------------------------------------------ what was acknowledged

export interface TrackedOrder {
  id: number;
  /** The last status the server acknowledged. */
  status: OrderStatusValue;
  /** A change sent and not (yet) answered: its outcome is unknown. */
  pending: OrderStatusValue | null;
  customerId: number | null;
  product: ProductValue;
  quantity: number;
  paymentMethod: PaymentMethodValue;
  totalCents: number;
  cancelled: boolean;
}

export interface AcknowledgedMovement {
  id: number;
  walletId: number;
  type: MovementTypeValue;
  amountCents: number;
}

export interface KindFigures {
  sent: number;
  answered: number;
  /** 2xx: acknowledged. */
  ok: number;
  /** 422s the contract promises (a debit or a wallet payment the balance does not cover). */
  refused: number;
  /** Every other answer. */
  failed: number;
  statuses: Map<number, number>;
  latenciesMs: number[];
}

interface MixContext {
  kind?: MixKind;
  order?: TrackedOrder;
  target?: OrderStatusValue;
  wallet?: MixWallet;
  amountCents?: number;
  payment?: PaymentMethodValue;
  /** `METHOD path` of the request, and when it was set up (performance.now()). */
  label?: string;
  sentAt?: number;
}

export interface Unanswered {
  kind: MixKind;
  label: string;
  waitedMs: number;
}

const emptyFigures = (): KindFigures => ({
  sent: 0,
  answered: 0,
  ok: 0,
  refused: 0,
  failed: 0,
  statuses: new Map(),
  latenciesMs: [],
});

/** The run's ledger of the mix: what was sent, answered, acknowledged, and the first errors. */
export class MixState {
  readonly figures = new Map<MixKind, KindFigures>(MIX_KINDS.map((kind) => [kind, emptyFigures()]));
  readonly orders = new Map<number, TrackedOrder>();
  readonly movements: AcknowledgedMovement[] = [];
  readonly errorSamples: string[] = [];
  /** Each connection's first answer: connect and admission included (see `firstAnswerRecorder`). */
  readonly firstAnswersMs: number[] = [];
  /** Orders created here whose next status change is free to send (none in flight). */
  private readonly movable: TrackedOrder[] = [];
  /** Requests set up and not answered yet (a timed-out one stays here). */
  private readonly inFlight = new Set<MixContext>();
  private readonly random: SeededRandom;
  /** The kind of the answer `onResponse` just read, for the client's `response` event that follows. */
  private answeredKind: MixKind | null = null;

  constructor(
    readonly data: MixData,
    seed: number,
  ) {
    this.random = new SeededRandom(seed);
  }

  /** Orders created by this run, acknowledged (201). */
  get acknowledgedOrders(): number {
    return this.orders.size;
  }

  /** The autocannon request whose setup draws from the mix, for a server signed in with `token`. */
  request(token: string): autocannon.Request {
    return {
      setupRequest: (request, context) => this.setup(request, context, token),
      onResponse: (status, body, context) => {
        this.answer(status, body, context);
      },
    };
  }

  /**
   * Per connection: the latency autocannon measured, filed under the kind just answered (the
   * connection's first answer apart, see `firstAnswerRecorder`).
   */
  readonly setupClient = (client: autocannon.Client): void => {
    let answers = 0;
    client.on('response', (_status: number, _bytes: number, responseTime: number) => {
      const kind = this.answeredKind;
      this.answeredKind = null;
      answers += 1;
      if (answers === 1) this.firstAnswersMs.push(responseTime);
      else if (kind !== null) this.fig(kind).latenciesMs.push(responseTime);
    });
  };

  private fig(kind: MixKind): KindFigures {
    const figures = this.figures.get(kind);
    if (figures === undefined) throw new Error(`unknown kind ${kind}`);
    return figures;
  }

  /**
   * Requests still unanswered, oldest first: right after a run, the ones set up more than
   * autocannon's timeout before its end timed out (the others were in flight when it stopped).
   */
  unanswered(): Unanswered[] {
    const now = performance.now();
    return [...this.inFlight]
      .map((context) => ({
        kind: context.kind ?? 'list',
        label: context.label ?? '',
        waitedMs: now - (context.sentAt ?? now),
      }))
      .sort((a, b) => b.waitedMs - a.waitedMs);
  }

  private setup(
    request: autocannon.Request,
    context: MixContext,
    token: string,
  ): autocannon.Request {
    let kind = this.random.weighted(WEIGHTS);
    if (kind === 'status' && this.movable.length === 0) kind = 'list';
    context.kind = kind;
    this.fig(kind).sent += 1;
    const built = this.build(kind, request, context, token);
    context.label = `${built.method ?? 'GET'} ${decodeURIComponent(built.path ?? '')}`;
    context.sentAt = performance.now();
    this.inFlight.add(context);
    return built;
  }

  private build(
    kind: MixKind,
    request: autocannon.Request,
    context: MixContext,
    token: string,
  ): autocannon.Request {
    const headers = { ...request.headers, authorization: `Bearer ${token}` };
    const get = (path: string): autocannon.Request => ({
      ...request,
      method: 'GET',
      path,
      headers,
    });
    const post = (path: string, body: unknown): autocannon.Request => ({
      ...request,
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    switch (kind) {
      case 'list':
        return get(this.listPath());
      case 'search-phone':
        return get(this.searchPath(this.phoneFragment()));
      case 'search-name':
        return get(this.searchPath(this.nameFragment()));
      case 'create': {
        const body = this.orderBody();
        context.payment = body.payment_method;
        return post('/api/orders', body);
      }
      case 'status': {
        const order = this.movable.shift();
        if (order === undefined) throw new Error('no movable order');
        const target = this.nextStatus(order.status);
        order.pending = target;
        context.order = order;
        context.target = target;
        return post(
          `/api/orders/${String(order.id)}/status`,
          target === 'cancelled'
            ? { status: target, reason: 'El cliente no estaba (carga de prueba)' }
            : { status: target },
        );
      }
      case 'credit':
      case 'debit': {
        const wallet = this.random.pick(this.data.wallets);
        const amountCents =
          kind === 'credit' ? this.random.int(1_000, 30_000) : this.random.int(5_000, 60_000);
        context.wallet = wallet;
        context.amountCents = amountCents;
        return post('/api/historicals', {
          user_id: wallet.userId,
          wallet_id: wallet.walletId,
          type_movement: kind,
          amount: amountCents / 100,
          message: `${LOAD_MARK} ${kind}`,
        });
      }
    }
  }

  private answer(status: number, body: string, context: MixContext): void {
    const kind = context.kind;
    if (kind === undefined) return;
    this.inFlight.delete(context);
    this.answeredKind = kind;
    const figures = this.fig(kind);
    figures.answered += 1;
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) {
      figures.ok += 1;
      try {
        this.acknowledge(kind, body, context);
      } catch (error) {
        figures.failed += 1;
        this.noteError(kind, status, `acknowledged but unreadable: ${String(error)} ${body}`);
      }
    } else if (status === 422 && this.isExpectedRefusal(kind, body, context)) {
      figures.refused += 1;
    } else {
      figures.failed += 1;
      this.noteError(kind, status, body);
    }
  }

  private acknowledge(kind: MixKind, body: string, context: MixContext): void {
    if (kind === 'create') {
      const order = JSON.parse(body) as {
        id: number;
        status: OrderStatusValue;
        customer_id: number | null;
        product: ProductValue;
        quantity: number;
        payment_method: PaymentMethodValue;
        total: number;
      };
      const tracked: TrackedOrder = {
        id: order.id,
        status: order.status,
        pending: null,
        customerId: order.customer_id,
        product: order.product,
        quantity: order.quantity,
        paymentMethod: order.payment_method,
        totalCents: Math.round(order.total * 100),
        cancelled: false,
      };
      this.orders.set(tracked.id, tracked);
      this.movable.push(tracked);
    } else if (kind === 'status') {
      const order = context.order;
      if (order === undefined || context.target === undefined) throw new Error('no order');
      const changed = JSON.parse(body) as { status: OrderStatusValue };
      if (changed.status !== context.target)
        throw new Error(`status ${changed.status}, expected ${context.target}`);
      order.status = changed.status;
      order.pending = null;
      if (order.status === 'cancelled') order.cancelled = true;
      if (order.status === 'new' || order.status === 'in_process') this.movable.push(order);
    } else if (kind === 'credit' || kind === 'debit') {
      const movement = JSON.parse(body) as { id: number; wallet_id: number; amount: number };
      this.movements.push({
        id: movement.id,
        walletId: movement.wallet_id,
        type: kind,
        amountCents: context.amountCents ?? Math.round(movement.amount * 100),
      });
    }
  }

  /** A debit, or a wallet-paid order, that the balance does not cover: the 422 the contract promises. */
  private isExpectedRefusal(kind: MixKind, body: string, context: MixContext): boolean {
    try {
      const errors = (JSON.parse(body) as { errors?: Record<string, unknown> }).errors ?? {};
      if (kind === 'debit') return 'amount' in errors;
      if (kind === 'create' && context.payment === 'wallet') return 'payment_method' in errors;
    } catch {
      return false;
    }
    return false;
  }

  private noteError(kind: MixKind, status: number, body: string): void {
    if (this.errorSamples.length < 10)
      this.errorSamples.push(`${kind} -> ${String(status)}: ${body.slice(0, 300)}`);
  }

  // ---------------------------------------------------------------- the calls

  private listPath(): string {
    const page = this.random.chance(0.7) ? 1 : this.random.int(2, 5);
    return this.random.chance(0.75)
      ? `/api/orders/paginated/${String(page)}/10`
      : `/api/orders/finished/list/${String(page)}/10/all`;
  }

  private searchPath(fragment: string): string {
    const page = this.random.chance(0.85) ? 1 : 2;
    const search = encodeURIComponent(fragment);
    return this.random.chance(0.5)
      ? `/api/orders/paginated/${String(page)}/10/${search}`
      : `/api/orders/finished/list/${String(page)}/10/${search}`;
  }

  private phoneFragment(): string {
    const phone = this.random.pick(this.data.phones).replace(/\D/g, '');
    const length = Math.min(phone.length, this.random.int(4, 7));
    const from = this.random.int(0, phone.length - length);
    return phone.slice(from, from + length);
  }

  /** Part of a name (4 to 8 letters), as typed: with or without its accents, in any case. */
  private nameFragment(): string {
    const words = this.random.pick(this.data.names).split(' ');
    const accented = words.filter((word) => /[^\p{ASCII}]/u.test(word));
    const word =
      accented.length > 0 && this.random.chance(0.5)
        ? this.random.pick(accented)
        : this.random.pick(words);
    const length = Math.min(word.length, this.random.int(4, 8));
    const fragment = this.random.chance(0.5)
      ? word.slice(0, length)
      : word.slice(word.length - length);
    const roll = this.random.next();
    if (roll < 0.3) return fragment.normalize('NFD').replace(/\p{M}/gu, '');
    if (roll < 0.5) return fragment.toUpperCase();
    return fragment;
  }

  private orderBody(): {
    customer_id: number | null;
    customer_name: string;
    customer_phone: string;
    address: string;
    zone_id: number;
    location_id: number | null;
    product: ProductValue;
    quantity: number;
    payment_method: PaymentMethodValue;
    notes: string;
  } {
    const product = this.random.pick(PRODUCTS);
    const quantity =
      product === 'stationary_litre' ? this.random.int(80, 300) : this.random.int(1, 3);
    const walletPaid = this.data.wallets.length > 0 && this.random.chance(0.15);
    const walletOwner = walletPaid ? this.random.pick(this.data.wallets) : null;
    const customer =
      walletOwner !== null
        ? this.data.customers.find((candidate) => candidate.id === walletOwner.userId)
        : this.random.chance(0.85)
          ? this.random.pick(this.data.customers)
          : undefined;
    const walkIn = customer === undefined;
    const zoneId = customer?.zoneId ?? this.random.pick(this.data.customers).zoneId;
    const locations = this.data.locationsByZone.get(zoneId) ?? [];
    return {
      customer_id: customer?.id ?? null,
      customer_name: customer?.name ?? this.random.pick(this.data.names),
      customer_phone: customer?.phone ?? this.random.pick(this.data.phones),
      address: customer?.address ?? 'Av. Juárez 120, Centro, Guadalajara',
      zone_id: zoneId,
      location_id:
        locations.length > 0 && this.random.chance(0.7) ? this.random.pick(locations) : null,
      product,
      quantity,
      payment_method: walletPaid ? 'wallet' : walkIn || this.random.chance(0.6) ? 'cash' : 'card',
      notes: LOAD_MARK,
    };
  }

  /** new → in_process → completed, and one in ten cancelled on the way. */
  private nextStatus(status: OrderStatusValue): OrderStatusValue {
    if (this.random.chance(0.1)) return 'cancelled';
    return status === 'new' ? 'in_process' : 'completed';
  }
}

/**
 * An autocannon `setupClient` that files each answer's latency, the first of each connection
 * apart: autocannon times that one from the connect, and libuv accepts one connection per
 * event-loop turn (libuv/libuv#3696), so a Node server already saturated by the connections it
 * serves takes in the others slowly (a bare node:http server burning 1 ms a request does the same:
 * the rest wait in the listen queue), and with 100 connections opened at once the last ones wait
 * seconds for their first answer. The percentiles are those of the steady state; the ramp is
 * printed beside them.
 */
export const firstAnswerRecorder =
  (steady: number[], first: number[]) =>
  (client: autocannon.Client): void => {
    let answers = 0;
    client.on('response', (_status: number, _bytes: number, responseTime: number) => {
      answers += 1;
      (answers === 1 ? first : steady).push(responseTime);
    });
  };

/** Sorted latencies, for the percentiles. */
export function latencySummary(latencies: readonly number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** Milliseconds since an origin: the wall clock of a phase. */
export const since = (started: number): number => performance.now() - started;
