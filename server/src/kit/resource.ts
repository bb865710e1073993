import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuditEntityLabels } from '../audit/entities';
import type { OperationSpec } from '../http/operation';

export type { AuditEntityLabels };

/**
 * A resource of the API as the registry (resources/index.ts) knows it. The registry's one list
 * builds from these the operation table (and so openapi.json), the OpenAPI tags, the routes and
 * the audit trail's entities.
 */
export interface Resource {
  /** Its folder in server/src/resources/, and its OpenAPI tag. */
  readonly name: string;
  /** The tag's description in the OpenAPI document. */
  readonly description: string;
  /** Its calls, in the order of the OpenAPI document. */
  readonly operations: readonly OperationSpec[];
  /** Binds a handler to each of its operations. */
  readonly register: (app: FastifyInstance, context: AppContext) => void;
  /**
   * The records it writes to the audit trail, with their names in the trail's exports (none for a
   * resource that writes nothing). A new entity name is also declared, for the types, by merging
   * into audit/entities.ts's AuditEntities from the resource's folder.
   */
  readonly auditEntities: AuditEntityLabels;
}

const isOperation = (value: unknown): value is OperationSpec =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;

/**
 * The operations among the values of modules (`import * as operations`) or objects of them, in
 * their order: a module's exports in the order of their names.
 */
export const operationsOf = (...groups: readonly object[]): OperationSpec[] =>
  groups.flatMap((group) => Object.values(group).filter(isOperation));
