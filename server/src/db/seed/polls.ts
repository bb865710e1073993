import type { Insertable, Kysely } from 'kysely';
import { answerSearchText } from '../../domain/search-texts';
import { isoAt } from '../../lib/clock';
import type { AnswerItemsTable, AnswersTable, Database } from '../tables';
import { insertInBatches } from './batches';
import { answerComments, pollSeeds } from './catalog';
import type { SeededOrder } from './orders';
import type { SeededRandom } from './random';

const HOUR = 3_600_000;

/** The polls with their questions, and answers given after completed orders. */
export async function insertPolls(
  db: Kysely<Database>,
  random: SeededRandom,
  options: { orders: readonly SeededOrder[]; answerCount: number; now: number },
): Promise<void> {
  const polls = [];
  for (const seed of pollSeeds) {
    const createdAt = isoAt(options.now - 380 * 24 * HOUR);
    const poll = await db
      .insertInto('polls')
      .values({
        title: seed.title,
        description: seed.description,
        active: seed.active ? 1 : 0,
        created_at: createdAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = [];
    for (const [index, question] of seed.questions.entries()) {
      const row = await db
        .insertInto('poll_questions')
        .values({ poll_id: poll.id, position: index + 1, text: question.text, kind: question.kind })
        .returning('id')
        .executeTakeFirstOrThrow();
      questions.push({ ...question, id: row.id });
    }
    polls.push({ id: poll.id, seed, questions });
  }
  const answered = options.orders.filter(
    (order) => order.status === 'completed' && order.customerId !== null,
  );
  const answers: Insertable<AnswersTable>[] = [];
  const itemsByAnswer: Omit<Insertable<AnswerItemsTable>, 'answer_id'>[][] = [];
  for (let index = 0; index < options.answerCount && answered.length > 0; index += 1) {
    const order = random.pick(answered);
    const poll = random.weighted(
      polls.map((candidate, at) => [candidate, at === 0 ? 6 : 2] as const),
    );
    const score = random.weighted([
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
    answers.push({
      poll_id: poll.id,
      customer_id: order.customerId,
      order_id: order.id,
      score,
      comment,
      search_text: answerSearchText({
        poll_title: poll.seed.title,
        customer_name: order.customerName,
        order_folio: order.folio,
        comment,
      }),
      created_at: isoAt(answeredAt),
    });
    itemsByAnswer.push(
      poll.questions.map((question) => ({
        question_id: question.id,
        value:
          question.kind === 'rating'
            ? String(score)
            : question.kind === 'yes_no'
              ? random.chance(score >= 3 ? 0.9 : 0.4)
                ? 'sí'
                : 'no'
              : (comment ?? ''),
      })),
    );
  }
  await insertInBatches(db, 'answers', answers);
  const ids = await db.selectFrom('answers').select('id').orderBy('id').execute();
  const items: Insertable<AnswerItemsTable>[] = [];
  ids.forEach((row, index) => {
    for (const item of itemsByAnswer[index] ?? []) items.push({ ...item, answer_id: row.id });
  });
  await insertInBatches(db, 'answer_items', items);
}
