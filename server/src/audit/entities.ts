// What the audit trail names a record by (its entity_type). The entities of the resources that
// existed when the trail was published are listed here, in that order, which the contract keeps
// (openapi.json's AuditEntity). A resource added since declares its own: in its folder, by
// declaration merging of AuditEntities, and in its registry entry (kit/resource.ts), with the
// entity's name in the trail's exports; it follows these in the contract.

/** Every entity name the trail may record (a key each; merged into by newer resources). */
export interface AuditEntities {
  user: true;
  profile_picture: true;
  session: true;
  zone: true;
  location: true;
  order: true;
  wallet: true;
  poll: true;
  price: true;
  price_maximum: true;
  push_device: true;
  /** A refused call (401, 403, 429): audit/refusals.ts. */
  api_call: true;
  /** A bulk export: exports/send-export.ts. */
  export: true;
}

export type AuditEntityName = keyof AuditEntities;

/** The entities of the published trail, in its order (frozen). */
export const PUBLISHED_AUDIT_ENTITIES: readonly AuditEntityName[] = [
  'user',
  'profile_picture',
  'session',
  'zone',
  'location',
  'order',
  'wallet',
  'poll',
  'price',
  'price_maximum',
  'push_device',
  'api_call',
  'export',
];
