import { forbidden } from './errors';
import { isStaffRole, type Role } from './roles';

// Deleted master data (zones, locations) is staff's business: the admin screens have a deleted tab,
// customers never read a deleted row. To a customer a deleted zone or location does not exist (404
// by id, like an unknown id), and asking a list for deleted rows is refused (403).

export const seesDeleted = (role: Role): boolean => isStaffRole(role);

/** Whether a row, deleted or not, is visible to the role. */
export const isVisibleTo = (role: Role, row: { deleted_at: string | null }): boolean =>
  row.deleted_at === null || seesDeleted(role);

/** trashed=only or trashed=with is refused to customers. */
export function assertMayListTrashed(
  role: Role,
  trashed: 'without' | 'only' | 'with' | undefined,
): void {
  if ((trashed ?? 'without') !== 'without' && !seesDeleted(role)) throw forbidden();
}
