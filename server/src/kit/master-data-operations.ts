import { Type, type TObject } from '@sinclair/typebox';
import {
  IdParams,
  ListQuery,
  PageParams,
  PageSearchParams,
  Paginated,
  errors,
} from '../http/schemas';
import { defineOperation } from '../http/operation';
import type { Role } from '../domain/roles';

const staff = ['admin', 'employee'] as const;

/** Who may call a master-data resource's reads and writes. */
export interface MasterDataAccess {
  /** Every signed-in user (customers: active rows only), or these roles alone (the others 403). */
  readonly read: 'authenticated' | readonly Role[];
  readonly write: readonly Role[];
}

/** Zones, locations: everyone reads, staff write. */
const OPEN_READS: MasterDataAccess = { read: 'authenticated', write: staff };

/** `Staff only (customers 403).` */
function rolesOnly(roles: readonly Role[]): string {
  const isStaff = roles.length === 2 && staff.every((role) => roles.includes(role));
  const who = isStaff ? 'Staff' : roles.map((role) => `${role}s`).join(' and ');
  const others = (['admin', 'employee', 'customer'] as const).filter(
    (role) => !roles.includes(role),
  );
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} only (${others.map((role) => `${role}s`).join(' and ')} 403).`;
}

/**
 * The eight calls of a master-data resource (zones, locations): all, one, create, update,
 * soft delete, restore (POST), and the paginated list with and without a search segment.
 */
export function masterDataOperations<
  const Entity extends TObject,
  const Body extends TObject,
>(resource: {
  readonly plural: string; // zones
  readonly singular: string; // zone
  readonly Name: string; // Zone
  readonly Names: string; // Zones
  readonly entity: Entity;
  readonly body: Body;
  readonly searchFields: string;
  /** Who may call (default: everyone reads, customers active rows only; staff write). */
  readonly access?: MasterDataAccess;
  /** The business rules of the writes, documented on each operation. */
  readonly rules: {
    readonly write: string; // create and update
    readonly remove: string;
    readonly removeMayRefuse: boolean; // the delete can be refused with a 422
    readonly restore: string;
  };
}) {
  const { plural, singular, Name, Names, entity, body, rules } = resource;
  const access = resource.access ?? OPEN_READS;
  const { read, write } = access;
  // reads for some roles only: they see the deleted rows too, the others are refused (403)
  const restricted = read !== 'authenticated';
  const listRule = restricted
    ? `${rolesOnly(read)} sort: any column of the answer.`
    : 'Customers see active rows only: trashed=only or trashed=with answers 403 to them. sort: any column of the answer.';
  const readErrors = restricted ? errors(403) : {};
  const tag = plural;
  const base = `/api/${plural}`;
  const Page = Paginated(entity, `${Name}Page`);
  return {
    Page,
    all: defineOperation({
      operationId: `get${Names}All`,
      method: 'GET',
      path: `${base}/all`,
      tag,
      summary: restricted
        ? `Every ${singular} not deleted, on one page`
        : `Every active ${singular}, on one page`,
      access: read,
      responses: { 200: Page, ...errors(401), ...readErrors },
    }),
    one: defineOperation({
      operationId: `get${Name}`,
      method: 'GET',
      path: `${base}/{id}`,
      tag,
      summary: restricted
        ? `One ${singular}, deleted ones too`
        : `One ${singular} (deleted ones too, to staff)`,
      description: restricted
        ? rolesOnly(read)
        : `To a customer a deleted ${singular} does not exist: 404, as for an unknown id.`,
      access: read,
      params: IdParams,
      responses: { 200: entity, ...errors(400, 401, 404), ...readErrors },
    }),
    create: defineOperation({
      operationId: `create${Name}`,
      method: 'POST',
      path: base,
      tag,
      summary: `Create a ${singular}`,
      description: rules.write,
      access: write,
      body,
      responses: { 201: entity, ...errors(400, 401, 403, 409, 422) },
    }),
    update: defineOperation({
      operationId: `update${Name}`,
      method: 'PUT',
      path: `${base}/{id}`,
      tag,
      summary: `Update a ${singular}`,
      description: `${rules.write} Omitted optional fields keep their value; null clears them.`,
      access: write,
      params: IdParams,
      body,
      responses: { 200: entity, ...errors(400, 401, 403, 404, 409, 422) },
    }),
    remove: defineOperation({
      operationId: `delete${Name}`,
      method: 'DELETE',
      path: `${base}/{id}`,
      tag,
      summary: `Soft-delete a ${singular} (restorable)`,
      description: rules.remove,
      access: write,
      params: IdParams,
      responses: {
        200: entity,
        ...errors(400, 401, 403, 404, ...(rules.removeMayRefuse ? [422] : [])),
      },
    }),
    restore: defineOperation({
      operationId: `restore${Name}`,
      method: 'POST',
      path: `${base}/{id}/restore`,
      tag,
      summary: `Restore a deleted ${singular}, unchanged`,
      description: rules.restore,
      access: write,
      params: IdParams,
      body: Type.Optional(Type.Object({}, { additionalProperties: false })),
      responses: { 200: entity, ...errors(400, 401, 403, 404, 409) },
    }),
    paginated: defineOperation({
      operationId: `get${Names}Paginated`,
      method: 'GET',
      path: `${base}/paginated/{page}/{size}`,
      tag,
      summary: `A page of ${plural}`,
      description: listRule,
      access: read,
      params: PageParams,
      querystring: ListQuery,
      responses: { 200: Page, ...errors(400, 401, 403) },
    }),
    paginatedSearch: defineOperation({
      operationId: `get${Names}PaginatedSearch`,
      method: 'GET',
      path: `${base}/paginated/{page}/{size}/{search}`,
      tag,
      summary: `A page of ${plural} matching a search (${resource.searchFields})`,
      description: `Case- and accent-insensitive; % and _ are taken literally. ${listRule}`,
      access: read,
      params: PageSearchParams,
      querystring: ListQuery,
      responses: { 200: Page, ...errors(400, 401, 403) },
    }),
  };
}

/** The eight operations of a master-data resource, for its entity and body schemas. */
export type MasterDataOperations<Entity extends TObject, Body extends TObject> = ReturnType<
  typeof masterDataOperations<Entity, Body>
>;
