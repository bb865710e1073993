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

/** A record's name in the trail's exports. */
export interface AuditEntityLabel {
  readonly es: string;
  readonly en: string;
}

/** Entities with their names in the exports, as a resource declares what it records. */
export type AuditEntityLabels = Readonly<Partial<Record<AuditEntityName, AuditEntityLabel>>>;

/** The entities of the shared mechanisms: refused calls and bulk exports. */
export const SHARED_AUDIT_ENTITIES: AuditEntityLabels = {
  api_call: { es: 'Llamada a la API', en: 'API call' },
  export: { es: 'Exportación', en: 'Export' },
};

/**
 * The entity names of the contract: the published ones that are declared, in the published
 * order, then the ones declared since, in the registry's order.
 */
export function auditEntityNames(declared: AuditEntityLabels): AuditEntityName[] {
  const names = Object.keys(declared) as AuditEntityName[];
  return [
    ...PUBLISHED_AUDIT_ENTITIES.filter((name) => names.includes(name)),
    ...names.filter((name) => !PUBLISHED_AUDIT_ENTITIES.includes(name)),
  ];
}
