import type { User } from '@/api/users';
import type { SelectOption } from './components/select-field';

/** A person's full name, as the staff list shows it. */
export const fullName = (user: Pick<User, 'name' | 'last_name'>) =>
  `${user.name} ${user.last_name}`.trim();

/** Options from a list, plus the record's current one when it is not among them (deleted since). */
export function withCurrent(
  options: SelectOption[],
  current: { id: number | null; name: string | null } | undefined,
  label: (name: string) => string,
): SelectOption[] {
  if (current?.id == null || options.some((option) => option.value === String(current.id)))
    return options;
  return [
    ...options,
    { value: String(current.id), label: label(current.name ?? `#${String(current.id)}`) },
  ];
}

/** The employees and administrators who can deliver, by name, with their employee number. */
export function staffOptions(staff: readonly User[]): SelectOption[] {
  return [...staff]
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'es'))
    .map((user) => ({
      value: String(user.id),
      label: user.number ? `${fullName(user)} (${user.number})` : fullName(user),
    }));
}
