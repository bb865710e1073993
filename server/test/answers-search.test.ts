import { sql, type Kysely } from 'kysely';
import * as searchAnswersMigration from '../src/db/migrations/2026_11_24_1300_search_answers';
import { YES } from '../src/domain/polls';
import { answerSearchText } from '../src/domain/search-texts';
import { ftsPhrase, normaliseSearch } from '../src/lib/search-text';
import { insertAnswer } from '../src/resources/reports/answers-repository';
import { createTestApp, demoAccounts, demoUserId, type TestApp } from './helper';

// The answers search reads the answers' trigram index (an FTS5 trigram table kept by triggers on
// SQLite, a pg_trgm GIN index on PostgreSQL) and answers what `search_text LIKE '%…%'` answers:
// the same rows in the same order with the same totals, fragments of fewer than three characters
// included; answers written after the index was built are found, rewritten and deleted ones are
// not found by what they no longer hold.

let t: TestApp;
let admin: string;
let employee: string;

interface Page {
  data: { id: number }[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

const questionsOfPoll = [
  { text: '¿Cómo califica el servicio?', kind: 'rating' },
  { text: '¿Llegó a tiempo?', kind: 'yes_no' },
] as const;

let pollId: number;
let otherPollId: number;
const orderIds: number[] = [];
const ids: Record<string, number> = {};

async function createOrder(customerName: string, customerId: number | null): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_phone: '33 1234 5678',
      customer_name: customerName,
      ...(customerId === null ? {} : { customer_id: customerId }),
      address: 'Calle Hidalgo 45, Centro',
      zone_id: 1,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 420,
      payment_method: 'cash',
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}

async function createPoll(title: string): Promise<{ id: number; questions: { id: number }[] }> {
  const response = await t.call({
    method: 'POST',
    url: '/api/polls',
    token: admin,
    payload: { title, questions: questionsOfPoll },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

let questionIds: Record<number, number[]> = {};

const answer = (poll: number, order: number, comment: string | null, at: string) =>
  insertAnswer(t.database.db, {
    poll_id: poll,
    customer_id: null,
    order_id: order,
    comment,
    created_at: at,
    items: (questionIds[poll] ?? []).map((questionId, index) => ({
      question_id: questionId,
      value: index === 0 ? '4' : YES,
    })),
  });

/** The list as the API answers it: every id of every page of `size`, and the envelopes. */
async function search(
  needle: string,
  query: { poll?: number | null; from?: string; to?: string; size?: number } = {},
): Promise<{ ids: number[]; pages: Omit<Page, 'data'>[] }> {
  const size = query.size ?? 100;
  const params = new URLSearchParams();
  const poll = query.poll === undefined ? pollId : query.poll;
  if (poll !== null) params.set('poll_id', String(poll));
  if (query.from !== undefined) params.set('from', query.from);
  if (query.to !== undefined) params.set('to', query.to);
  const found: number[] = [];
  const pages: Omit<Page, 'data'>[] = [];
  for (let page = 1; ; page += 1) {
    const url = `/api/answers/paginated/${String(page)}/${String(size)}/${encodeURIComponent(needle)}?${params.toString()}`;
    const response = await t.call({ method: 'GET', url, token: employee });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    const { data, ...envelope } = response.json<Page>();
    found.push(...data.map((row) => row.id));
    pages.push(envelope);
    if (page >= envelope.last_page) break;
  }
  return { ids: found, pages };
}

/** What `search_text LIKE '%needle%'` keeps, newest first: the list's answer, read in memory. */
async function expectedIds(needle: string, poll: number | null = pollId): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('answers')
    .innerJoin('polls', 'polls.id', 'answers.poll_id')
    .select(['answers.id', 'answers.poll_id', 'answers.created_at', 'answers.search_text'])
    .select('polls.deleted_at')
    .execute();
  const normalised = normaliseSearch(needle);
  return rows
    .filter((row) => (poll === null ? row.deleted_at === null : row.poll_id === poll))
    .filter((row) => row.search_text.includes(normalised))
    .sort((a, b) =>
      a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
    )
    .map((row) => row.id);
}

/**
 * What the index itself holds for a fragment of three characters or more: on SQLite the ids the
 * FTS5 trigram table matches (rows the triggers left behind would show here, not in the list,
 * which joins answers); on PostgreSQL the GIN index is the table's own, so the answers that hold it.
 */
async function indexed(needle: string): Promise<number[]> {
  const db = t.database.db;
  const phrase = normaliseSearch(needle);
  if (t.database.dialect === 'sqlite')
    return (
      await sql<{ id: number }>`select rowid as id from answers_search
        where answers_search match ${ftsPhrase(phrase)} order by rowid`.execute(db)
    ).rows.map((row) => row.id);
  const rows = await db
    .selectFrom('answers')
    .select('id')
    .where('search_text', 'like', `%${phrase}%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  const customerId = await demoUserId(t.database, 'customer');
  orderIds.push(
    await createOrder(
      `${demoAccounts.customer.name} ${demoAccounts.customer.last_name}`,
      customerId,
    ),
    await createOrder('Ángel Núñez Ibarra', null),
    await createOrder('Rosalía Márquez Peña', null),
    await createOrder('Ernesto Quiroga Ruiz', null),
  );
  const poll = await createPoll('Satisfacción');
  const other = await createPoll('Encuesta anterior');
  pollId = poll.id;
  otherPollId = other.id;
  questionIds = {
    [poll.id]: poll.questions.map((question) => question.id),
    [other.id]: other.questions.map((question) => question.id),
  };
  const [maria, angel, rosalia, ernesto] = orderIds as [number, number, number, number];
  ids.B1 = await answer(pollId, maria, 'El repartidor fue muy amable', '2026-05-01T18:00:00.000Z');
  ids.B2 = await answer(pollId, angel, 'Llegó tarde, pero AMABLE', '2026-05-02T18:00:00.000Z');
  ids.B3 = await answer(pollId, rosalia, null, '2026-05-03T18:00:00.000Z');
  ids.B4 = await answer(pollId, ernesto, 'Cilindro sucio', '2026-05-04T18:00:00.000Z');
  ids.B5 = await answer(pollId, angel, 'Todo bien', '2026-05-05T18:00:00.000Z');
  // the same instant as B5: the later id first
  ids.B6 = await answer(pollId, rosalia, 'Muy amable', '2026-05-05T18:00:00.000Z');
  ids.C1 = await answer(otherPollId, angel, 'Amable y rápido', '2026-04-01T18:00:00.000Z');
}, 60_000);
afterAll(() => t.close());

describe('the answers search', () => {
  it('finds a fragment of a customer name, a word of a comment and a two-letter term', async () => {
    const { B1, B2, B3, B4, B5, B6, C1 } = ids;
    const cases: [string, (number | undefined)[]][] = [
      // customer names (the order's, or the customer's own)
      ['quirog', [B4]],
      ['NÚÑEZ IB', [B5, B2]],
      ['márquez', [B6, B3]],
      ['jose gom', [B1]],
      // words of the comments
      ['amable', [B6, B2, B1]],
      ['Llego', [B2]],
      ['sucio', [B4]],
      // fewer than three characters: every answer that holds them
      ['ez', [B6, B5, B3, B2, B1]],
      ['Ñ', [B6, B5, B4, B3, B2]],
      // nothing
      ['xqzw', []],
      ['rapido', []],
    ];
    for (const [needle, expected] of cases) {
      const { ids: found, pages } = await search(needle);
      expect([needle, found, pages[0]?.total]).toEqual([needle, expected, expected.length]);
      expect([needle, found]).toEqual([needle, await expectedIds(needle)]);
    }
    // pages and totals: 5 answers hold "ez", 2 a page
    const paged = await search('ez', { size: 2 });
    expect(paged.ids).toEqual([B6, B5, B3, B2, B1]);
    expect(paged.pages).toEqual([
      { current_page: 1, per_page: 2, total: 5, last_page: 3 },
      { current_page: 2, per_page: 2, total: 5, last_page: 3 },
      { current_page: 3, per_page: 2, total: 5, last_page: 3 },
    ]);
    // with a period (Mexico City days)
    expect((await search('amable', { from: '2026-05-02', to: '2026-05-04' })).ids).toEqual([B2]);
    expect((await search('ez', { from: '2026-05-02', to: '2026-05-04' })).ids).toEqual([B3, B2]);
    // every poll's answers without a poll id; a deleted poll's only through its id
    expect((await search('amable', { poll: null })).ids).toEqual([B6, B2, B1, C1]);
    expect((await search('am', { poll: null })).pages[0]?.total).toBe(4);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/polls/${String(otherPollId)}`, token: admin }))
        .statusCode,
    ).toBe(200);
    expect((await search('amable', { poll: null })).ids).toEqual([B6, B2, B1]);
    expect((await search('am', { poll: null })).pages[0]?.total).toBe(3);
    expect((await search('amable', { poll: otherPollId })).ids).toEqual([C1]);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/polls/${String(otherPollId)}/restore`,
          token: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect((await search('amable', { poll: null })).ids).toEqual([B6, B2, B1, C1]);
  });

  it('answers what LIKE answers for any fragment of what the answers hold', async () => {
    const texts = await t.database.db.selectFrom('answers').select('search_text').execute();
    const needles = new Set<string>(['a', ' ', 'glp-0', '-', '%', '_', '"', 'amable  muy']);
    for (const { search_text: text } of texts)
      for (const length of [1, 2, 3, 5])
        for (let start = 0; start + length <= text.length; start += 7)
          needles.add(text.slice(start, start + length));
    for (const needle of needles) {
      if (needle.trim() === '') continue;
      for (const poll of [pollId, null]) {
        const { ids: found, pages } = await search(needle, { poll });
        const expected = await expectedIds(needle, poll);
        expect([needle, poll, found, pages[0]?.total]).toEqual([
          needle,
          poll,
          expected,
          expected.length,
        ]);
      }
    }
  }, 60_000);

  it('finds answers written later, and not by what rewritten or deleted answers no longer hold', async () => {
    const { B4 } = ids;
    const ernesto = orderIds[3] ?? 0;
    const later = await answer(
      pollId,
      ernesto,
      'Excelente atención, gracias',
      '2026-05-06T18:00:00.000Z',
    );
    expect((await search('atencion')).ids).toEqual([later]);
    expect((await search('quirog')).ids).toEqual([later, B4]);
    expect((await search('quirog')).pages[0]?.total).toBe(2);
    // another column changes: still found by what it holds
    await t.database.db.updateTable('answers').set({ score: 2 }).where('id', '=', later).execute();
    expect((await search('atencion')).ids).toEqual([later]);
    // its text is rewritten: found by the new text only
    await t.database.db
      .updateTable('answers')
      .set({
        comment: 'Servicio puntual',
        search_text: answerSearchText({
          customer_name: 'Ernesto Quiroga Ruiz',
          order_folio: null,
          comment: 'Servicio puntual',
        }),
      })
      .where('id', '=', later)
      .execute();
    expect((await search('atencion')).ids).toEqual([]);
    expect(await indexed('atencion')).toEqual([]);
    expect((await search('puntual')).ids).toEqual([later]);
    expect(await indexed('puntual')).toEqual([later]);
    expect((await search('quirog')).ids).toEqual([later, B4]);
    // deleted (its items with it): found no more
    await t.database.db.deleteFrom('answer_items').where('answer_id', '=', later).execute();
    await t.database.db.deleteFrom('answers').where('id', '=', later).execute();
    expect((await search('puntual')).ids).toEqual([]);
    expect(await indexed('puntual')).toEqual([]);
    expect((await search('quirog')).ids).toEqual([B4]);
    expect(await indexed('quirog')).toEqual([B4]);
    expect((await search('quirog')).pages[0]?.total).toBe(1);
  });

  it('the migration indexes the answers already written', async () => {
    const db = t.database.db;
    // the migration as the migrator runs it: in a transaction, on an untyped Kysely
    const migrating = db as unknown as Kysely<unknown>;
    await migrating.transaction().execute((trx) => searchAnswersMigration.down(trx));
    const before = await answer(
      pollId,
      orderIds[3] ?? 0,
      'Escrita antes del índice',
      '2026-05-07T18:00:00.000Z',
    );
    await migrating.transaction().execute((trx) => searchAnswersMigration.up(trx));
    expect((await search('antes del ind')).ids).toEqual([before]);
    expect((await search('quirog')).ids).toEqual([before, ids.B4]);
    expect(await indexed('antes del ind')).toEqual([before]);
    // every answer is indexed once, the ones written before the migration included
    expect(await indexed('glp-0')).toEqual(
      (await db.selectFrom('answers').select('id').orderBy('id').execute()).map((row) => row.id),
    );
    await db.deleteFrom('answer_items').where('answer_id', '=', before).execute();
    await db.deleteFrom('answers').where('id', '=', before).execute();
    expect((await search('antes del ind')).ids).toEqual([]);
  });
});
