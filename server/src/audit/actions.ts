import { Type, type Static } from '@sinclair/typebox';

/** What an entry of the audit trail records: the same for every resource. */
export const AuditAction = Type.Union(
  [
    Type.Literal('create'),
    Type.Literal('update'),
    Type.Literal('delete'),
    Type.Literal('restore'),
    Type.Literal('status_change'),
    Type.Literal('wallet_movement'),
    Type.Literal('login'),
    Type.Literal('login_failed'),
    Type.Literal('logout'),
    Type.Literal('password_change'),
    Type.Literal('password_reset_request'),
    Type.Literal('password_reset'),
    Type.Literal('password_reset_failed'),
    Type.Literal('reauth_failed'),
    Type.Literal('unauthorized'),
    Type.Literal('forbidden'),
    Type.Literal('rate_limited'),
    Type.Literal('export'),
  ],
  {
    $id: 'AuditAction',
    description:
      "What happened. unauthorized, forbidden and rate_limited are refused calls (401, 403, 429), on the entity api_call; export is a file downloaded: a list exported (Excel or PDF) or a printed sheet of one record (an order's delivery ticket, GET /api/orders/{id}/ticket; a route's sheet, GET /api/delivery-routes/{id}/sheet), on the entity export",
  },
);

export type AuditActionName = Static<typeof AuditAction>;
