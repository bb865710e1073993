import type { MessageKey } from './messages';

/** A message whose text names things (`{plate}`, `{excess}`…): its key and the values. */
export interface MessageWithValues {
  key: MessageKey;
  values: Readonly<Record<string, string | number>>;
}

export type FieldMessage = MessageKey | MessageWithValues;

export type FieldErrors = Record<string, FieldMessage[]>;

/** A field message with the values its text names. */
export const withValues = (
  key: MessageKey,
  values: Readonly<Record<string, string | number>>,
): MessageWithValues => ({ key, values });

/** An expected refusal: the central error handler answers it with its status and messages. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors: FieldErrors = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export const notFound = (): DomainError => new DomainError(404, 'notFound');
export const forbidden = (): DomainError => new DomainError(403, 'forbidden');
export const unauthenticated = (): DomainError => new DomainError(401, 'unauthenticated');
export const unprocessable = (fieldErrors: FieldErrors, key: MessageKey = 'unprocessable') =>
  new DomainError(422, key, fieldErrors);
export const conflict = (fieldErrors: FieldErrors): DomainError =>
  new DomainError(409, 'conflict', fieldErrors);
