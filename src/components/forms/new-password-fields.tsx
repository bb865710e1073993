import { PasswordInput } from './password-input';

/** A text field's value, change handler and message (what `useForm`'s `textField` gives). */
interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

interface NewPasswordFieldsProps {
  /** The ids of the two inputs. */
  ids: { password: string; confirmation: string };
  labels: { password: string; confirmation: string };
  password: FieldBinding;
  confirmation: FieldBinding;
  /** Texts of the new password's show/hide button; without them it has no such button. */
  toggleLabels?: { show: string; hide: string };
}

/**
 * A new password and its confirmation (changing one's password, resetting it with a code): two
 * password fields that password managers fill with a generated password.
 */
export function NewPasswordFields({
  ids,
  labels,
  password,
  confirmation,
  toggleLabels,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        id={ids.password}
        label={labels.password}
        autoComplete="new-password"
        {...(toggleLabels && { toggleLabels })}
        {...password}
      />
      <PasswordInput
        id={ids.confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
