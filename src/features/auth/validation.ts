/** Client-side rules of the login form. Messages are i18n keys of the `auth` namespace. */
export type LoginMode = 'email' | 'number';

export interface LoginValues {
  email: string;
  number: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER_PATTERN = /^\d{1,12}$/;

export function validateLogin(mode: LoginMode, values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (mode === 'email') {
    const email = values.email.trim();
    if (!email) errors.email = 'validation.required';
    else if (!EMAIL_PATTERN.test(email)) errors.email = 'validation.email';
  } else {
    const number = values.number.trim();
    if (!number) errors.number = 'validation.required';
    else if (!NUMBER_PATTERN.test(number)) errors.number = 'validation.number';
  }
  if (!values.password) errors.password = 'validation.required';
  return errors;
}
