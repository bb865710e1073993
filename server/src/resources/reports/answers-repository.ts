import type { Static } from '@sinclair/typebox';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Answer, AnswerItem } from './schemas';
import type { Database, QuestionKindValue } from '../../db/tables';
import { answerScore } from '../../domain/polls';
import { answerSearchText } from '../../domain/search-texts';
import { keysetBatches } from '../../kit/keyset';
import { offsetOf, pageOf, type Page, type PageRequest } from '../../kit/pagination';
import { questionsOf, type TimeRange } from './polls-repository';
import { trigramSearch } from '../../kit/trigram-search';

// Survey answers, newest first (created_at, then id), each with its items in question order.

export type AnswerView = Static<typeof Answer>;
export type AnswerItemView = Static<typeof AnswerItem>;

export interface AnswerListFilter {
  pollId?: number | undefined;
  search?: string | undefined;
  range: TimeRange | null;
}

const fromAnswers = (db: Kysely<Database>) =>
  db
    .selectFrom('answers')
    .innerJoin('polls', 'polls.id', 'answers.poll_id')
    .leftJoin('users', 'users.id', 'answers.customer_id')
    .leftJoin('orders', 'orders.id', 'answers.order_id');

type AnswerRow = Omit<AnswerView, 'items'>;

const selectAnswerRows = (db: Kysely<Database>) =>
  fromAnswers(db).select([
    'answers.id',
    'answers.poll_id',
    'polls.title as poll_title',
    'answers.customer_id',
    sql<
      string | null
    >`coalesce(${sql.ref('users.name')} || ' ' || ${sql.ref('users.last_name')}, ${sql.ref('orders.customer_name')})`.as(
      'customer_name',
    ),
    'answers.order_id',
    'orders.folio as order_folio',
    'answers.score',
    'answers.comment',
    'answers.created_at',
  ]);

/** The answers the list shows; it names polls only when no poll id is given. */
function filterCondition(db: Kysely<Database>, filter: AnswerListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'answers' | 'polls'>();
  const conditions: Expression<SqlBool>[] = [];
  // a deleted poll's answers only through its poll_id
  if (filter.pollId === undefined) conditions.push(eb('polls.deleted_at', 'is', null));
  else conditions.push(eb('answers.poll_id', '=', filter.pollId));
  if (filter.range !== null)
    conditions.push(
      eb('answers.created_at', '>=', filter.range.start),
      eb('answers.created_at', '<', filter.range.end),
    );
  if (filter.search !== undefined)
    conditions.push(
      trigramSearch(
        db,
        { searchText: 'answers.search_text', id: 'answers.id', index: 'answers_search' },
        filter.search,
      ),
    );
  return eb.and(conditions);
}

/**
 * How many answers the list holds: answers alone (the users and orders joins only give the page
 * its columns and never drop a row), with polls joined only when the filter names it. Every
 * answer has its poll (a foreign key), so the inner join drops no row either.
 */
async function countAnswers(
  db: Kysely<Database>,
  filter: AnswerListFilter,
  where: Expression<SqlBool>,
): Promise<number> {
  const answers = db.selectFrom('answers');
  const count = (
    filter.pollId === undefined
      ? answers.innerJoin('polls', 'polls.id', 'answers.poll_id')
      : answers
  )
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return (await count.executeTakeFirstOrThrow()).total;
}

/** The items of the answers, in question order, by answer. */
async function itemsOf(
  db: Kysely<Database>,
  answerIds: readonly number[],
): Promise<Map<number, AnswerItemView[]>> {
  const byAnswer = new Map<number, AnswerItemView[]>(answerIds.map((id) => [id, []]));
  if (answerIds.length === 0) return byAnswer;
  const rows = await db
    .selectFrom('answer_items')
    .innerJoin('poll_questions', 'poll_questions.id', 'answer_items.question_id')
    .select([
      'answer_items.answer_id',
      'answer_items.question_id',
      'poll_questions.text as question',
      'answer_items.value',
    ])
    .where('answer_items.answer_id', 'in', answerIds)
    .orderBy('answer_items.answer_id')
    .orderBy('poll_questions.position')
    .orderBy('poll_questions.id')
    .execute();
  for (const { answer_id: answerId, ...item } of rows) byAnswer.get(answerId)?.push(item);
  return byAnswer;
}

async function withItems(db: Kysely<Database>, rows: AnswerRow[]): Promise<AnswerView[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] }));
}

export async function listAnswerPage(
  db: Kysely<Database>,
  filter: AnswerListFilter,
  request: PageRequest,
): Promise<Page<AnswerView>> {
  const where = filterCondition(db, filter);
  const [rows, total] = await Promise.all([
    selectAnswerRows(db)
      .where(where)
      .orderBy('answers.created_at', 'desc')
      .orderBy('answers.id', 'desc')
      .limit(request.size)
      .offset(offsetOf(request))
      .execute(),
    countAnswers(db, filter, where),
  ]);
  return pageOf(await withItems(db, rows), total, request);
}

/** Every answer of the list, in its order, a batch at a time (keyset on created_at, id). */
export function answerBatches(
  db: Kysely<Database>,
  filter: AnswerListFilter,
): AsyncGenerator<AnswerView[], void, undefined> {
  const where = filterCondition(db, filter);
  return keysetBatches<AnswerView, { created_at: string; id: number }>(
    async (after, limit) => {
      let query = selectAnswerRows(db).where(where);
      if (after !== null)
        query = query.where((eb) =>
          eb.or([
            eb('answers.created_at', '<', after.created_at),
            eb.and([
              eb('answers.created_at', '=', after.created_at),
              eb('answers.id', '<', after.id),
            ]),
          ]),
        );
      const rows = await query
        .orderBy('answers.created_at', 'desc')
        .orderBy('answers.id', 'desc')
        .limit(limit)
        .execute();
      return withItems(db, rows);
    },
    (row) => ({ created_at: row.created_at, id: row.id }),
  );
}

export interface NewAnswer {
  poll_id: number;
  customer_id: number | null;
  order_id: number | null;
  comment: string | null;
  created_at: string;
  /** Values by question: '1'..'5', YES or NO, or free text. */
  items: readonly { question_id: number; value: string }[];
}

/**
 * Records one answer with its items: the score from its rating items, the search text from the
 * customer, the order's folio and the comment. (Answers arrive from the survey channel; the
 * demo seed and the tests write them through here.)
 */
export async function insertAnswer(db: Kysely<Database>, answer: NewAnswer): Promise<number> {
  const questions = (await questionsOf(db, [answer.poll_id])).get(answer.poll_id) ?? [];
  const kindOf = new Map<number, QuestionKindValue>(questions.map((q) => [q.id, q.kind]));
  const [customer, order] = await Promise.all([
    answer.customer_id === null
      ? undefined
      : db
          .selectFrom('users')
          .select(['name', 'last_name'])
          .where('id', '=', answer.customer_id)
          .executeTakeFirst(),
    answer.order_id === null
      ? undefined
      : db
          .selectFrom('orders')
          .select(['folio', 'customer_name'])
          .where('id', '=', answer.order_id)
          .executeTakeFirst(),
  ]);
  const customerName =
    customer === undefined
      ? (order?.customer_name ?? null)
      : `${customer.name} ${customer.last_name}`;
  const row = await db
    .insertInto('answers')
    .values({
      poll_id: answer.poll_id,
      customer_id: answer.customer_id,
      order_id: answer.order_id,
      score: answerScore(
        answer.items.map((item) => ({
          kind: kindOf.get(item.question_id) ?? 'text',
          value: item.value,
        })),
      ),
      comment: answer.comment,
      search_text: answerSearchText({
        customer_name: customerName,
        order_folio: order?.folio ?? null,
        comment: answer.comment,
      }),
      created_at: answer.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (answer.items.length > 0)
    await db
      .insertInto('answer_items')
      .values(answer.items.map((item) => ({ answer_id: row.id, ...item })))
      .execute();
  return row.id;
}
