import { useCallback, useState } from 'react';
import { hasErrors, validateForm } from './rules';
import type { FormErrors, FormRules } from './rules';

/**
 * Form state with the generic rules: values, the messages shown at each field, and validation on
 * submit (then live, on every change, once the user has tried to submit). Server answers can put
 * their own messages on fields with `addErrors`; editing a field clears its message until the
 * next check.
 */
export function useForm<V extends object>(initial: V, rulesFor: (values: V) => FormRules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((previous) => {
        const next = { ...previous, [field]: value };
        if (submitted) setErrors(validateForm(next, rulesFor(next)));
        else
          setErrors((current) =>
            field in current
              ? (Object.fromEntries(
                  Object.entries(current).filter(([name]) => name !== field),
                ) as FormErrors<V>)
              : current,
          );
        return next;
      });
    },
    [rulesFor, submitted],
  );

  /** Checks every field; true when the form may be sent. */
  const validate = useCallback((): boolean => {
    setSubmitted(true);
    const found = validateForm(values, rulesFor(values));
    setErrors(found);
    return !hasErrors(found);
  }, [rulesFor, values]);

  const addErrors = useCallback((found: FormErrors<V>) => {
    setErrors((current) => ({ ...current, ...found }));
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, setField, validate, addErrors, reset };
}
