import type { Static } from '@sinclair/typebox';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PollQuestion, PollSummary } from './schemas';
import type { Database, PollQuestionsTable, PollsTable, QuestionKindValue } from '../../db/tables';
import { roundedAverage } from '../../domain/polls';
import { normaliseSearch } from '../../lib/search-text';
import {
  offsetOf,
  pageOf,
  type Page,
  type PageRequest,
  type TrashedFilter,
  trashedConditions,
} from '../../kit/pagination';

// Polls with their questions, versions and answer figures. Polls are few (a handful of surveys,
// each edit of its questions a new version), so the list's search reads their titles here.

export type PollView = Static<typeof PollSummary>;
export type PollQuestionView = Static<typeof PollQuestion>;
export type PollRow = Selectable<PollsTable>;

/** ISO bounds [start, end) of an answers' date range; null for every answer. */
export interface TimeRange {
  start: string;
  end: string;
}

export const findPollRow = (db: Kysely<Database>, id: number): Promise<PollRow | undefined> =>
  db.selectFrom('polls').selectAll().where('id', '=', id).executeTakeFirst();

/** A poll as stored with its questions, without answer figures (the audit trail's record). */
export async function findPollRecord(
  db: Kysely<Database>,
  id: number,
): Promise<(PollRow & { questions: PollQuestionView[] }) | undefined> {
  const row = await findPollRow(db, id);
  if (row === undefined) return undefined;
  const questions = await questionsOf(db, [id]);
  return { ...row, questions: questions.get(id) ?? [] };
}

/** The questions of the polls, in position order, by poll. */
export async function questionsOf(
  db: Kysely<Database>,
  pollIds: readonly number[],
): Promise<Map<number, PollQuestionView[]>> {
  const byPoll = new Map<number, PollQuestionView[]>(pollIds.map((id) => [id, []]));
  if (pollIds.length === 0) return byPoll;
  const rows = await db
    .selectFrom('poll_questions')
    .select(['id', 'poll_id', 'position', 'text', 'kind'])
    .where('poll_id', 'in', pollIds)
    .orderBy('poll_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const { poll_id: pollId, ...question } of rows) byPoll.get(pollId)?.push(question);
  return byPoll;
}

interface AnswerFigures {
  count: number;
  scoreSum: number;
  scored: number;
}

/** Answer counts and score sums of the polls, in the range when there is one. */
async function answerFigures(
  db: Kysely<Database>,
  pollIds: readonly number[],
  range: TimeRange | null,
): Promise<Map<number, AnswerFigures>> {
  const figures = new Map<number, AnswerFigures>();
  if (pollIds.length === 0) return figures;
  let query = db
    .selectFrom('answers')
    .select((eb) => [
      'poll_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('score').as('scored'),
      eb.fn.coalesce(eb.fn.sum<number>('score'), eb.lit(0)).as('score_sum'),
    ])
    .where('poll_id', 'in', pollIds)
    .groupBy('poll_id');
  if (range !== null)
    query = query.where('created_at', '>=', range.start).where('created_at', '<', range.end);
  for (const row of await query.execute())
    figures.set(row.poll_id, {
      count: row.count,
      scoreSum: row.score_sum,
      scored: row.scored,
    });
  return figures;
}

/** The polls with these ids as the API shows them, in the order of the ids. */
export async function pollViewsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  range: TimeRange | null,
): Promise<PollView[]> {
  if (ids.length === 0) return [];
  const [rows, questions, figures, next] = await Promise.all([
    db.selectFrom('polls').selectAll().where('id', 'in', ids).execute(),
    questionsOf(db, ids),
    answerFigures(db, ids, range),
    db
      .selectFrom('polls')
      .select(['id', 'previous_poll_id'])
      .where('previous_poll_id', 'in', ids)
      .execute(),
  ]);
  const nextOf = new Map(next.map((row) => [row.previous_poll_id, row.id]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    const figure = figures.get(id) ?? { count: 0, scoreSum: 0, scored: 0 };
    return [
      {
        id: row.id,
        title: row.title,
        description: row.description,
        active: Boolean(row.active),
        version: row.version,
        previous_poll_id: row.previous_poll_id,
        next_poll_id: nextOf.get(id) ?? null,
        questions: questions.get(id) ?? [],
        answers_count: figure.count,
        average_score: roundedAverage(figure.scoreSum, figure.scored),
        created_at: row.created_at,
        deleted_at: row.deleted_at,
      },
    ];
  });
}

export async function getPollView(db: Kysely<Database>, id: number): Promise<PollView> {
  const [view] = await pollViewsByIds(db, [id], null);
  if (view === undefined) throw new Error(`poll ${String(id)} vanished`);
  return view;
}

export interface PollListFilter {
  search?: string | undefined;
  trashed?: TrashedFilter | undefined;
  range: TimeRange | null;
}

/** A page of polls, newest first; the figures count the answers of the range. */
export async function listPollPage(
  db: Kysely<Database>,
  filter: PollListFilter,
  request: PageRequest,
): Promise<Page<PollView>> {
  let query = db.selectFrom('polls').select(['id', 'title', 'description']).orderBy('id', 'desc');
  for (const condition of trashedConditions('deleted_at', filter.trashed))
    query = query.where(condition);
  const rows = await query.execute();
  const needle = filter.search === undefined ? '' : normaliseSearch(filter.search);
  const matching =
    needle === ''
      ? rows
      : rows.filter((row) =>
          normaliseSearch(`${row.title} ${row.description ?? ''}`).includes(needle),
        );
  const offset = offsetOf(request);
  const ids = matching.slice(offset, offset + request.size).map((row) => row.id);
  return pageOf(await pollViewsByIds(db, ids, filter.range), matching.length, request);
}

export async function insertPollRow(
  db: Kysely<Database>,
  poll: Insertable<PollsTable>,
): Promise<number> {
  const row = await db.insertInto('polls').values(poll).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePollRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<PollsTable>,
): Promise<void> {
  await db.updateTable('polls').set(changes).where('id', '=', id).execute();
}

export interface QuestionInput {
  text: string;
  kind: QuestionKindValue;
}

export async function insertQuestions(
  db: Kysely<Database>,
  pollId: number,
  questions: readonly QuestionInput[],
): Promise<void> {
  if (questions.length === 0) return;
  const rows: Insertable<PollQuestionsTable>[] = questions.map((question, index) => ({
    poll_id: pollId,
    position: index + 1,
    text: question.text,
    kind: question.kind,
  }));
  await db.insertInto('poll_questions').values(rows).execute();
}

/**
 * The questions of a poll that has no answers, rewritten in place: the first ones keep their ids
 * (new text, kind and position), extra ones are added, surplus ones removed (nothing points at
 * them: the poll has no answers).
 */
export async function rewriteQuestions(
  db: Kysely<Database>,
  pollId: number,
  questions: readonly QuestionInput[],
): Promise<void> {
  const stored = (await questionsOf(db, [pollId])).get(pollId) ?? [];
  for (const [index, question] of questions.entries()) {
    const current = stored[index];
    if (current === undefined) continue;
    await db
      .updateTable('poll_questions')
      .set({ position: index + 1, text: question.text, kind: question.kind })
      .where('id', '=', current.id)
      .execute();
  }
  const surplus = stored.slice(questions.length).map((question) => question.id);
  if (surplus.length > 0)
    await db.deleteFrom('poll_questions').where('id', 'in', surplus).execute();
  const extra = questions.slice(stored.length);
  if (extra.length > 0)
    await db
      .insertInto('poll_questions')
      .values(
        extra.map((question, index) => ({
          poll_id: pollId,
          position: stored.length + index + 1,
          text: question.text,
          kind: question.kind,
        })),
      )
      .execute();
}

export async function pollHasAnswers(db: Kysely<Database>, pollId: number): Promise<boolean> {
  const row = await db
    .selectFrom('answers')
    .select('id')
    .where('poll_id', '=', pollId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function nextVersionOf(
  db: Kysely<Database>,
  pollId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('polls')
    .select('id')
    .where('previous_poll_id', '=', pollId)
    .executeTakeFirst();
  return row?.id;
}
