import { operationsOf, type Resource } from '../../kit/resource';
import * as customerOperations from './customer-operations';
import * as operations from './operations';
import * as ticketOperations from './ticket-operations';
import { registerCustomerOrderRoutes } from './customer-routes';
import { registerFinishedOrderRoutes } from './finished-routes';
import { registerOrderRoutes } from './routes';
import { registerTicketRoute } from './ticket-routes';

export const ordersResource: Resource = {
  name: 'orders',
  description: 'Gas orders, their status flow, exports and dashboard figures',
  operations: operationsOf(operations, customerOperations, ticketOperations),
  register: (app, context) => {
    registerOrderRoutes(app, context);
    registerFinishedOrderRoutes(app, context);
    registerCustomerOrderRoutes(app, context);
    registerTicketRoute(app, context);
  },
  auditEntities: { order: { es: 'Pedido', en: 'Order' } },
};
