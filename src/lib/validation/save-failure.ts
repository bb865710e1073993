import { errorKind, errorMessage } from '@/api/errors';

/** The words of a form's failure message, in its feature's namespace. */
export interface SaveFailureTexts {
  /** The server marked some fields: "check the fields". */
  checkFields: string;
  /** The server could not be reached. */
  network: string;
  /** Anything else. */
  saveFailed: string;
}

/**
 * The message above a record form after a failed save: "check the fields" when the server marked
 * some, the connection when it could not be reached, the server's own reason for a refusal no field
 * explains, or a generic failure.
 */
export function saveFailureText(
  error: unknown,
  fieldsMarked: boolean,
  texts: SaveFailureTexts,
): string {
  if (fieldsMarked) return texts.checkFields;
  const kind = errorKind(error);
  if (kind === 'network') return texts.network;
  if (kind === 'validation' || kind === 'conflict' || kind === 'notFound')
    return errorMessage(error) ?? texts.saveFailed;
  return texts.saveFailed;
}
