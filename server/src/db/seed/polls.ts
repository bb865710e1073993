import type { Insertable, Kysely } from 'kysely';
import { NO, YES, answerScore } from '../../domain/polls';
import { answerSearchText } from '../../domain/search-texts';
import { isoAt } from '../../lib/clock';
import type { AnswerItemsTable, AnswersTable, Database, QuestionKindValue } from '../tables';
import { insertInBatches } from './batches';
import { answerComments, pollSeeds, type PollSeed } from './catalog';
import type { SeededOrder } from './orders';
import type { SeededRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The first poll's questions were edited five months ago: its answers since go to version 2. */
const SECOND_VERSION_AGE_DAYS = 150;
const SECOND_VERSION_QUESTION = {
  text: '¿Recomendaría nuestro servicio a un vecino?',
  kind: 'yes_no',
} as const;

interface SeededQuestion {
  id: number;
  text: string;
  kind: QuestionKindValue;
}

interface SeededPoll {
  id: number;
  title: string;
  questions: SeededQuestion[];
  /** Answers given from this instant on go to the next version. */
  replacedAt: number | null;
  next: SeededPoll | null;
}

async function insertPoll(
  db: Kysely<Database>,
  seed: PollSeed,
  fields: { active: boolean; createdAt: number; previousPollId: number | null; version: number },
): Promise<SeededPoll> {
  const poll = await db
    .insertInto('polls')
    .values({
      title: seed.title,
      description: seed.description,
      active: fields.active ? 1 : 0,
      created_at: isoAt(fields.createdAt),
      deleted_at: null,
      previous_poll_id: fields.previousPollId,
      version: fields.version,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions: SeededQuestion[] = [];
  for (const [index, question] of seed.questions.entries()) {
    const row = await db
      .insertInto('poll_questions')
      .values({ poll_id: poll.id, position: index + 1, text: question.text, kind: question.kind })
      .returning('id')
      .executeTakeFirstOrThrow();
    questions.push({ ...question, id: row.id });
  }
  return { id: poll.id, title: seed.title, questions, replacedAt: null, next: null };
}

/** The version of the poll that was live at an instant. */
const versionAt = (poll: SeededPoll, at: number): SeededPoll =>
  poll.next !== null && poll.replacedAt !== null && at >= poll.replacedAt
    ? versionAt(poll.next, at)
    : poll;

/**
 * The polls with their questions (the first one in two versions: a question was added five
 * months ago), and answers given after completed orders over the last twelve months, each to
 * the version live at the time.
 */
export async function insertPolls(
  db: Kysely<Database>,
  random: SeededRandom,
  options: { orders: readonly SeededOrder[]; answerCount: number; now: number },
): Promise<void> {
  const polls: SeededPoll[] = [];
  for (const [index, seed] of pollSeeds.entries()) {
    const versioned = index === 0;
    const poll = await insertPoll(db, seed, {
      active: seed.active && !versioned,
      createdAt: options.now - 380 * DAY,
      previousPollId: null,
      version: 1,
    });
    if (versioned) {
      const replacedAt = options.now - SECOND_VERSION_AGE_DAYS * DAY;
      const questions = [...seed.questions];
      questions.splice(questions.length - 1, 0, SECOND_VERSION_QUESTION);
      poll.replacedAt = replacedAt;
      poll.next = await insertPoll(
        db,
        { ...seed, questions },
        { active: seed.active, createdAt: replacedAt, previousPollId: poll.id, version: 2 },
      );
    }
    polls.push(poll);
  }
  const answered = options.orders.filter(
    (order) => order.status === 'completed' && order.customerId !== null,
  );
  const answers: Insertable<AnswersTable>[] = [];
  const itemsByAnswer: Omit<Insertable<AnswerItemsTable>, 'answer_id'>[][] = [];
  for (let index = 0; index < options.answerCount && answered.length > 0; index += 1) {
    const order = random.pick(answered);
    const family = random.weighted(
      polls.map((candidate, at) => [candidate, at === 0 ? 6 : 2] as const),
    );
    const rating = random.weighted([
      [5, 45],
      [4, 30],
      [3, 13],
      [2, 7],
      [1, 5],
    ] as const);
    const comment = random.chance(0.4) ? random.pick(answerComments) : null;
    const answeredAt = Math.min(
      (order.completedAt ?? options.now) + random.int(1, 48) * HOUR,
      options.now,
    );
    const poll = versionAt(family, answeredAt);
    const items = poll.questions.map((question) => ({
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
    answers.push({
      poll_id: poll.id,
      customer_id: order.customerId,
      order_id: order.id,
      score: answerScore(items),
      comment,
      search_text: answerSearchText({
        customer_name: order.customerName,
        order_folio: order.folio,
        comment,
      }),
      created_at: isoAt(answeredAt),
    });
    itemsByAnswer.push(items.map(({ question_id, value }) => ({ question_id, value })));
  }
  await insertInBatches(db, 'answers', answers);
  const ids = await db.selectFrom('answers').select('id').orderBy('id').execute();
  const items: Insertable<AnswerItemsTable>[] = [];
  ids.forEach((row, index) => {
    for (const item of itemsByAnswer[index] ?? []) items.push({ ...item, answer_id: row.id });
  });
  await insertInBatches(db, 'answer_items', items);
}
