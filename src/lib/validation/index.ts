export {
  check,
  email,
  equalTo,
  hasErrors,
  isEmpty,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  required,
  requiredTrue,
  serverMessage,
  validateForm,
} from './rules';
export type { FormErrors, FormRules, Rule, ValidationMessage } from './rules';
export { fieldErrorsFromServer, serverFieldMessages } from './server-errors';
export type { ServerFieldErrors } from './server-errors';
export { useForm } from './use-form';
