import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { hasErrors } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import type { FormErrors } from '@/lib/validation/rules';
import { saveFailureText } from '../price-form-values';
import type { SaveFailureKeys } from '../price-form-values';

interface SaveFormOptions<V extends object> {
  /** From `useForm`. */
  values: V;
  validate: () => boolean;
  addErrors: (found: FormErrors<V>) => void;
  /** The form's fields: a server refusal naming one of them lands on it. */
  fields: readonly (keyof V & string)[];
  /** Sends the values; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (values: V) => Promise<unknown>;
  t: (key: string) => string;
  /** What failed to save (a price by default). */
  failureKeys?: SaveFailureKeys;
}

/**
 * The submit of a price form: checks the fields, sends once at a time, and puts the server's
 * refusals on their fields, with a message above the form.
 */
export function useSaveForm<V extends object>({
  values,
  validate,
  addErrors,
  fields,
  onSubmit,
  t,
  failureKeys,
}: SaveFormOptions<V>) {
  const [busy, setBusy] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (!validate() || busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const found = serverFieldMessages<V>(error, fields);
      addErrors(found);
      setGeneralError(saveFailureText(error, hasErrors(found), t, failureKeys));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    generalError,
    submit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
