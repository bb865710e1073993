import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { FormErrors } from '@/lib/validation/rules';
import { saveFailureText, serverOrderErrors } from '../order-form-values';
import type { OrderValues } from '../order-form-values';

interface OrderSubmitOptions {
  /** Checks the fields and shows their messages; false stops the save. */
  validate: () => boolean;
  /** Puts the server's refusals on their fields. */
  addErrors: (found: FormErrors<OrderValues>) => void;
  /** Sends the order; settles with the call. */
  send: () => Promise<unknown>;
  t: (key: string, params?: Record<string, string>) => string;
}

/**
 * The order form's save: checked first (the first field to correct takes the focus), one call at a
 * time, and a refusal shown above the form, taking the focus, its reasons on their fields.
 */
export function useOrderSubmit({ validate, addErrors, send, t }: OrderSubmitOptions) {
  const [busy, setBusy] = useState(false);
  // the serial tells two refusals with the same text apart (each one takes the focus)
  const [generalError, setGeneralError] = useState<{ text: string; serial: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // a refused save: the reason takes the focus (and comes into view), above the form
    if (generalError !== null) alertRef.current?.focus();
  }, [generalError]);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (busy) return;
    if (!validate()) {
      // the first field to correct takes the focus, once its message is shown
      setTimeout(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }, 0);
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      const found = serverOrderErrors(error);
      addErrors(found);
      setGeneralError((current) => ({
        text: saveFailureText(error, found, t),
        serial: (current?.serial ?? 0) + 1,
      }));
    } finally {
      setBusy(false);
    }
  };

  return { busy, generalError, formRef, alertRef, handleSubmit };
}
