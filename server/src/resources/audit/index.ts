import { SHARED_AUDIT_ENTITIES } from '../../audit/entities';
import { operationsOf, type AuditEntityLabels, type Resource } from '../../kit/resource';
import { auditOperations } from './operations';
import { registerAuditRoutes } from './routes';
import { auditSchemas } from './schemas';

/**
 * The audit trail, read by administrators: the trail of the other resources, whose entities it
 * names (in its contract and its exports) as their registry entries declare them.
 */
export function auditResource(recorded: readonly Resource[]): Resource {
  const labels: AuditEntityLabels = Object.assign(
    {},
    ...recorded.map((resource) => resource.auditEntities),
    SHARED_AUDIT_ENTITIES,
  ) as AuditEntityLabels;
  const operations = auditOperations(auditSchemas(labels));
  return {
    name: 'audit',
    description:
      'The audit trail (administrators only): who changed what, when and from where; append-only',
    operations: operationsOf(operations),
    register: (app, context) => registerAuditRoutes(app, context, operations, labels),
    auditEntities: {},
  };
}
