import { useParams } from 'react-router-dom';

/** The largest id the API accepts. */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a URL segment (digits only), or null (`abc`, `0`, `1.5`, `-2`). */
export function parseRecordId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The `:id` of the current route as a number, or null when it is not a valid id. */
export function useRecordId(param = 'id'): number | null {
  return parseRecordId(useParams()[param]);
}
