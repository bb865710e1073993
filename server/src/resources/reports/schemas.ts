import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp, DateOnly, Paginated, Description } from '../../http/schemas';

export const PollQuestion = Type.Object(
  {
    id: Id,
    position: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    kind: Type.Union([Type.Literal('rating'), Type.Literal('yes_no'), Type.Literal('text')]),
  },
  { $id: 'PollQuestion' },
);

export const PollSummary = Type.Object(
  {
    id: Id,
    title: Type.String(),
    description: Nullable(Type.String()),
    active: Type.Boolean(),
    version: Type.Integer({
      minimum: 1,
      description: '1 for a new poll; one more for each new version made by editing its questions',
    }),
    previous_poll_id: Nullable(Id),
    next_poll_id: Nullable(
      Type.Integer({ minimum: 1, description: 'The newer version of this poll, if any' }),
    ),
    questions: Type.Array(PollQuestion),
    answers_count: Type.Integer({ minimum: 0 }),
    average_score: Nullable(
      Type.Number({
        description: "Average of the answers' scores (1 to 5), two decimals; null without answers",
      }),
    ),
    created_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'PollSummary' },
);

export const PollQuestionBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
    kind: PollQuestion.properties.kind,
  },
  { $id: 'PollQuestionBody', additionalProperties: false },
);

export const PollBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.Optional(Nullable(Description)),
    active: Type.Optional(Type.Boolean({ description: 'Defaults to true on create' })),
    questions: Type.Array(PollQuestionBody, {
      minItems: 1,
      maxItems: 30,
      description: 'In the order they are asked (position 1, 2, …)',
    }),
  },
  { $id: 'PollBody', additionalProperties: false },
);

export const PollListQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
});

export const PollRangeQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});

const Count = Type.Integer({ minimum: 0 });

export const PollQuestionDistribution = Type.Object(
  {
    question_id: Id,
    position: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    kind: PollQuestion.properties.kind,
    answers: Type.Integer({
      minimum: 0,
      description: 'Answers with a value for this question (non-empty for text questions)',
    }),
    counts: Nullable(
      Type.Object(
        { 1: Count, 2: Count, 3: Count, 4: Count, 5: Count },
        { description: 'Rating questions: how many answers gave each value' },
      ),
    ),
    average: Nullable(
      Type.Number({ description: 'Rating questions: the average value, two decimals' }),
    ),
    yes: Nullable(Type.Integer({ minimum: 0, description: 'Yes/no questions' })),
    no: Nullable(Type.Integer({ minimum: 0, description: 'Yes/no questions' })),
  },
  { $id: 'PollQuestionDistribution' },
);

export const PollDistribution = Type.Object(
  {
    poll_id: Id,
    from: Nullable(DateOnly),
    to: Nullable(DateOnly),
    answers_count: Type.Integer({ minimum: 0 }),
    questions: Type.Array(PollQuestionDistribution),
  },
  { $id: 'PollDistribution' },
);

export const AnswerItem = Type.Object(
  { question_id: Id, question: Type.String(), value: Type.String() },
  { $id: 'AnswerItem' },
);

export const Answer = Type.Object(
  {
    id: Id,
    poll_id: Id,
    poll_title: Type.String(),
    customer_id: Nullable(Id),
    customer_name: Nullable(Type.String()),
    order_id: Nullable(Id),
    order_folio: Nullable(Type.String()),
    score: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
    comment: Nullable(Type.String()),
    items: Type.Array(AnswerItem),
    created_at: Timestamp,
  },
  { $id: 'Answer' },
);

export const AnswerListQuery = Type.Object({
  poll_id: Type.Optional(Id),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});

export const PollPage = Paginated(PollSummary, 'PollPage');
export const AnswerPage = Paginated(Answer, 'AnswerPage');
