import { errorKind, errorMessage } from '@/api/errors';
import type { PollBody, PollQuestionBody, PollSummary } from '@/api/reports';
import { check, maxLength, required, serverMessage } from '@/lib/validation/rules';
import { fieldErrorsFromServer } from '@/lib/validation/server-errors';
import type { ValidationMessage } from '@/lib/validation/rules';

export type QuestionKind = PollQuestionBody['kind'];

export const QUESTION_KINDS: readonly QuestionKind[] = ['rating', 'yes_no', 'text'];

export function isQuestionKind(value: unknown): value is QuestionKind {
  return typeof value === 'string' && (QUESTION_KINDS as readonly string[]).includes(value);
}

/** A question as typed; `key` tells the rows apart while they are added, removed and moved. */
export interface QuestionValues {
  key: string;
  text: string;
  kind: QuestionKind;
}

/** The poll form's fields, as typed. */
export interface PollValues {
  title: string;
  description: string;
  active: boolean;
  questions: QuestionValues[];
}

/** The contract's bounds (PollBody): title 1–120, description ≤ 1000, 1–30 questions of ≤ 300. */
export const POLL_LIMITS = { title: 120, description: 1000, question: 300, questions: 30 } as const;

let lastKey = 0;
/** A key for a new question row (unique in the page's life). */
export function newQuestionKey(): string {
  lastKey += 1;
  return `q${String(lastKey)}`;
}

export function emptyQuestion(kind: QuestionKind = 'rating'): QuestionValues {
  return { key: newQuestionKey(), text: '', kind };
}

export function emptyPoll(): PollValues {
  return { title: '', description: '', active: true, questions: [emptyQuestion()] };
}

export function pollValues(poll: PollSummary): PollValues {
  return {
    title: poll.title,
    description: poll.description ?? '',
    active: poll.active,
    questions: [...poll.questions]
      .sort((a, b) => a.position - b.position)
      .map((question) => ({ key: newQuestionKey(), text: question.text, kind: question.kind })),
  };
}

/** What is sent: trimmed, an empty description as null (which clears it on an update). */
export function pollBody(values: PollValues): PollBody {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    active: values.active,
    questions: values.questions.map((question) => ({
      text: question.text.trim(),
      kind: question.kind,
    })),
  };
}

/** The questions differ from a poll's (their texts, kinds or order): an answered poll gets a new version. */
export function questionsChanged(poll: PollSummary, values: PollValues): boolean {
  const before = [...poll.questions].sort((a, b) => a.position - b.position);
  const after = pollBody(values).questions;
  return (
    before.length !== after.length ||
    before.some(
      (question, index) =>
        question.text.trim() !== after[index]?.text || question.kind !== after[index].kind,
    )
  );
}

/** The messages of the form: per field, and per question (by its key). */
export interface PollErrors {
  title?: ValidationMessage;
  description?: ValidationMessage;
  /** About the list of questions itself (none, too many). */
  questions?: ValidationMessage;
  questionTexts: Record<string, ValidationMessage>;
}

export function hasPollErrors(errors: PollErrors): boolean {
  return (
    errors.title !== undefined ||
    errors.description !== undefined ||
    errors.questions !== undefined ||
    Object.keys(errors.questionTexts).length > 0
  );
}

/** The generic rules (required, max length) and the list's own: at least one question, at most 30. */
export function validatePoll(values: PollValues): PollErrors {
  const errors: PollErrors = { questionTexts: {} };
  const title = check<unknown>(values.title, [required(), maxLength(POLL_LIMITS.title)]);
  if (title) errors.title = title;
  const description = check<unknown>(values.description, [maxLength(POLL_LIMITS.description)]);
  if (description) errors.description = description;
  if (values.questions.length === 0) errors.questions = { key: 'reports:form.errors.noQuestions' };
  else if (values.questions.length > POLL_LIMITS.questions)
    errors.questions = {
      key: 'reports:form.errors.tooManyQuestions',
      params: { max: POLL_LIMITS.questions },
    };
  for (const question of values.questions) {
    const found = check<unknown>(question.text, [required(), maxLength(POLL_LIMITS.question)]);
    if (found) errors.questionTexts[question.key] = found;
  }
  return errors;
}

/**
 * The server's field errors (`title`, `description`, `questions`, `questions.2.text`) placed on the
 * form's fields, in its own words; fields the form does not have are left out.
 */
export function serverPollErrors(error: unknown, values: PollValues): PollErrors {
  const errors: PollErrors = { questionTexts: {} };
  for (const [field, messages] of Object.entries(fieldErrorsFromServer(error))) {
    const message = serverMessage(messages[0] ?? '');
    if (field === 'title' || field === 'description' || field === 'questions') {
      errors[field] = message;
      continue;
    }
    const question = /^questions\.(\d+)(?:\.|$)/.exec(field);
    const row = question ? values.questions[Number(question[1])] : undefined;
    if (row) errors.questionTexts[row.key] = message;
  }
  return errors;
}

/**
 * The message above the form after a failed save: "check the fields" when the server marked some,
 * the connection when it could not be reached, the server's own reason for a refusal no field
 * explains (a deleted poll, a newer version), or a generic failure.
 */
export function saveFailureText(
  error: unknown,
  fieldsMarked: boolean,
  t: (key: string) => string,
): string {
  if (fieldsMarked) return t('reports:form.errors.checkFields');
  const kind = errorKind(error);
  if (kind === 'network') return t('reports:form.errors.network');
  if (kind === 'forbidden') return t('reports:form.errors.forbidden');
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? t('reports:form.errors.saveFailed');
  return t('reports:form.errors.saveFailed');
}
