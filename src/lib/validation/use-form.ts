import { useCallback, useState } from 'react';
import { hasErrors, validateForm } from './rules';
import type { FormErrors, FormRules } from './rules';

/** Turns a message key and its params into text (a react-i18next `t`). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The fields of V that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * Form state with the generic rules: values, the messages shown at each field, and validation on
 * submit (then live, on every change, once the user has tried to submit). Server answers can put
 * their own messages on fields with `addErrors`; editing a field clears its message until the
 * next check. `errorText` and `textField` give a field its translated message and its input props.
 */
export function useForm<V extends object>(
  initial: V,
  rulesFor: (values: V) => FormRules<V>,
  translate: Translate,
) {
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

  /** The message shown at a field, in the user's language. */
  const errorText = (field: keyof V): string | undefined => {
    const found = errors[field];
    return found ? translate(found.key, found.params) : undefined;
  };

  /** value, onChange and error for a text input bound to a field. */
  const textField = (field: TextField<V>) => ({
    value: values[field] as string,
    onChange: (value: string) => setField(field, value as V[TextField<V>]),
    error: errorText(field),
  });

  return { values, errors, setField, validate, addErrors, reset, errorText, textField };
}
