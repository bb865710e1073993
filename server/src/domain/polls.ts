import type { QuestionKindValue } from '../db/tables';

// Polls: satisfaction surveys sent to a customer after a delivery. A question is rated 1 to 5,
// answered yes or no, or answered in free text; an answer item stores its value as text:
// '1'..'5', YES or NO, or the text itself.
//
// Versions: once a poll has answers its questions are frozen (the answers point at them). Editing
// the questions then makes a new poll, the next version, and the old one keeps its answers.

/** How a yes answer is stored. */
export const YES = 'sí';
/** How a no answer is stored. */
export const NO = 'no';

export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const;

export interface QuestionShape {
  text: string;
  kind: QuestionKindValue;
}

/** A question's text as stored: trimmed. */
export const questionText = (text: string): string => text.trim();

/** True when the questions differ in number, order, text or kind. */
export function questionsChanged(
  stored: readonly QuestionShape[],
  wanted: readonly QuestionShape[],
): boolean {
  if (stored.length !== wanted.length) return true;
  return stored.some((question, index) => {
    const other = wanted[index];
    return (
      other === undefined ||
      question.kind !== other.kind ||
      questionText(question.text) !== questionText(other.text)
    );
  });
}

/** The rating of an item value, or null when it is not 1..5. */
export function ratingOf(value: string): number | null {
  const trimmed = value.trim();
  return (RATING_VALUES as readonly string[]).includes(trimmed) ? Number(trimmed) : null;
}

/** An answer's overall score: the rounded mean of its rating items, null without any. */
export function answerScore(
  items: readonly { kind: QuestionKindValue; value: string }[],
): number | null {
  const ratings = items
    .filter((item) => item.kind === 'rating')
    .map((item) => ratingOf(item.value))
    .filter((rating): rating is number => rating !== null);
  if (ratings.length === 0) return null;
  return Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length);
}

/** An average with two decimals (null for none). */
export const roundedAverage = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 100) / 100;
