import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { PollDistribution } from './schemas';
import type { Database } from '../../db/tables';
import { NO, YES, ratingOf, roundedAverage } from '../../domain/polls';
import { questionsOf, type TimeRange } from './polls-repository';

// A poll's answers summed per question (the poll's distribution screen).

export type PollDistributionView = Static<typeof PollDistribution>;

/**
 * How the answers of a poll in the range are spread per question: each value of 1..5 and the
 * average of rating questions, yes and no of yes/no questions, non-empty text answers.
 */
export async function pollDistribution(
  db: Kysely<Database>,
  pollId: number,
  range: TimeRange | null,
  days: { from: string | null; to: string | null },
): Promise<PollDistributionView> {
  let answers = db
    .selectFrom('answers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('poll_id', '=', pollId);
  // values of text questions are grouped as empty or not, not one group per text
  const valueKey = sql<string>`case when ${sql.ref('poll_questions.kind')} = 'text' then (case when trim(${sql.ref('answer_items.value')}) = '' then '' else '*' end) else trim(${sql.ref('answer_items.value')}) end`;
  let items = db
    .selectFrom('answer_items')
    .innerJoin('answers', 'answers.id', 'answer_items.answer_id')
    .innerJoin('poll_questions', 'poll_questions.id', 'answer_items.question_id')
    .select((eb) => [
      'answer_items.question_id',
      valueKey.as('value'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('answers.poll_id', '=', pollId)
    .groupBy(['answer_items.question_id', valueKey]);
  if (range !== null) {
    answers = answers.where('created_at', '>=', range.start).where('created_at', '<', range.end);
    items = items
      .where('answers.created_at', '>=', range.start)
      .where('answers.created_at', '<', range.end);
  }
  const [total, groups, questions] = await Promise.all([
    answers.executeTakeFirstOrThrow(),
    items.execute(),
    questionsOf(db, [pollId]),
  ]);
  const countsOf = new Map<number, Map<string, number>>();
  for (const group of groups) {
    const counts = countsOf.get(group.question_id) ?? new Map<string, number>();
    counts.set(group.value, (counts.get(group.value) ?? 0) + group.count);
    countsOf.set(group.question_id, counts);
  }
  return {
    poll_id: pollId,
    from: days.from,
    to: days.to,
    answers_count: total.total,
    questions: (questions.get(pollId) ?? []).map((question) => {
      const counts = countsOf.get(question.id) ?? new Map<string, number>();
      const base = {
        question_id: question.id,
        position: question.position,
        text: question.text,
        kind: question.kind,
        counts: null,
        average: null,
        yes: null,
        no: null,
      };
      if (question.kind === 'rating') {
        const ratings = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
        for (const [value, count] of counts) {
          const rating = ratingOf(value);
          if (rating !== null) ratings[rating as keyof typeof ratings] += count;
        }
        const answered = Object.values(ratings).reduce((sum, count) => sum + count, 0);
        const sum = Object.entries(ratings).reduce(
          (total, [value, count]) => total + Number(value) * count,
          0,
        );
        return {
          ...base,
          answers: answered,
          counts: ratings,
          average: roundedAverage(sum, answered),
        };
      }
      if (question.kind === 'yes_no') {
        const yes = counts.get(YES) ?? 0;
        const no = counts.get(NO) ?? 0;
        return { ...base, answers: yes + no, yes, no };
      }
      return { ...base, answers: counts.get('*') ?? 0 };
    }),
  };
}
