// The role names of the token (SPEC 6) the menu and the route table use. Kept apart from the menu
// entries (and their icons) so the route table can read them without growing the first load.

export type MenuRole = 'admin' | 'employee' | 'customer';

export const STAFF: readonly MenuRole[] = ['admin', 'employee'];
export const CUSTOMERS: readonly MenuRole[] = ['customer'];
export const ADMINS: readonly MenuRole[] = ['admin'];
