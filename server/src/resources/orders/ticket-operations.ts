import { defineOperation } from '../../http/operation';
import { IdParams, errors, pdfFile } from '../../http/schemas';

// An order's delivery ticket ("nota de remisión"), to staff.

export const getOrderTicket = defineOperation({
  operationId: 'getOrderTicket',
  method: 'GET',
  path: '/api/orders/{id}/ticket',
  tag: 'orders',
  summary: "The order's delivery ticket (nota de remisión) as a PDF, half a letter page",
  description:
    "Folio, day, customer, address, zone, product, quantity, unit price, total, payment method, the driver and vehicle of its route's stop (— when it is on none) and a line to sign. Spanish, or English by Accept-Language. A missing or deleted order answers 404. Under the exports' caps (429 with Retry-After past them).",
  access: ['admin', 'employee'],
  params: IdParams,
  responses: { 200: pdfFile, ...errors(400, 401, 403, 404, 429) },
});
