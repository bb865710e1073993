/** The human-readable number of an order: `GLP-` and its id, at least six digits (GLP-000123). */
export const folioOf = (id: number): string => `GLP-${String(id).padStart(6, '0')}`;
