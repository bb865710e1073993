import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuditOrigin } from '../audit/origin';
import { assertMayListTrashed } from '../domain/master-data-visibility';
import type { Role } from '../domain/roles';
import type { AuthContext } from '../auth/authenticate';
import type { IdParams, ListQuery, PageParams, PageSearchParams } from '../http/schemas';
import type { OperationSpec } from '../http/operation';
import { registerOperation, type OperationHandler } from '../http/register-operation';
import type { MasterDataOperations } from './master-data-operations';
import type { ListFilter, Page, PageRequest } from './pagination';

/** What a handler of a master-data call reads. */
interface MasterDataInput<Params> {
  params: Params;
  query: Static<typeof ListQuery>;
  body: unknown;
  auth: AuthContext;
  origin: AuditOrigin;
}

/** What a master-data resource does for its eight calls; the kit binds them to the contract. */
export interface MasterDataService<View, Body> {
  /** Every active record, on one page (`…/all`). */
  readonly listAll: (context: AppContext) => Promise<Page<View>>;
  /** A page of the list for a filter (the path's search included, when it has one). */
  readonly listPage: (
    context: AppContext,
    filter: ListFilter,
    request: PageRequest,
  ) => Promise<Page<View>>;
  /** One record; a deleted one only to staff. */
  readonly get: (context: AppContext, role: Role, id: number) => Promise<View>;
  readonly create: (context: AppContext, origin: AuditOrigin, body: Body) => Promise<View>;
  /** PUT: omitted optional fields keep their value; null clears them. */
  readonly update: (
    context: AppContext,
    origin: AuditOrigin,
    id: number,
    body: Body,
  ) => Promise<View>;
  /** Soft delete (see kit/soft-delete.ts). */
  readonly remove: (context: AppContext, origin: AuditOrigin, id: number) => Promise<View>;
  /** Restore, unchanged (see kit/soft-delete.ts). */
  readonly restore: (context: AppContext, origin: AuditOrigin, id: number) => Promise<View>;
}

/**
 * Registers the eight calls of a master-data resource (masterDataOperations) on its service.
 * Customers may read active records only: a list of deleted ones is refused them (403).
 */
export function registerMasterDataRoutes<Entity extends TObject, Body extends TObject>(
  app: FastifyInstance,
  context: AppContext,
  operations: MasterDataOperations<Entity, Body>,
  service: MasterDataService<Static<Entity>, Static<Body>>,
): void {
  // the calls' inputs are the kit's shared schemas (IdParams, PageParams, PageSearchParams,
  // ListQuery) and their answers the entity: what MasterDataService's types say, which TypeScript
  // does not work out through the generic operation types
  const register = <Params>(
    operation: OperationSpec,
    handler: (input: MasterDataInput<Params>) => Promise<unknown>,
  ) =>
    registerOperation(
      app,
      context,
      operation,
      handler as unknown as OperationHandler<OperationSpec>,
    );

  register(operations.all, () => service.listAll(context));
  register<Static<typeof IdParams>>(operations.one, ({ params, auth }) =>
    service.get(context, auth.role, params.id),
  );
  register(operations.create, ({ body, origin }) =>
    service.create(context, origin, body as Static<Body>),
  );
  register<Static<typeof IdParams>>(operations.update, ({ params, body, origin }) =>
    service.update(context, origin, params.id, body as Static<Body>),
  );
  register<Static<typeof IdParams>>(operations.remove, ({ params, origin }) =>
    service.remove(context, origin, params.id),
  );
  register<Static<typeof IdParams>>(operations.restore, ({ params, origin }) =>
    service.restore(context, origin, params.id),
  );
  register<Static<typeof PageParams>>(operations.paginated, ({ params, query, auth }) => {
    assertMayListTrashed(auth.role, query.trashed);
    return service.listPage(context, query, params);
  });
  register<Static<typeof PageSearchParams>>(
    operations.paginatedSearch,
    ({ params, query, auth }) => {
      const filter = { ...query, search: params.search };
      assertMayListTrashed(auth.role, filter.trashed);
      return service.listPage(context, filter, params);
    },
  );
}
