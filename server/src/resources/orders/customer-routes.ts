import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as customerOrders from './customer-operations';
import { registerOperation } from '../../http/register-operation';
import { notifyStaffOfNewOrder } from './notifications';
import { listCustomerOrderPage } from './customer-repository';
import { repeatCustomerOrder } from './customer-service';

export function registerCustomerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, customerOrders.getMyOrders, ({ params, auth }) =>
    listCustomerOrderPage(context.db, auth.user.id, params),
  );

  registerOperation(
    app,
    context,
    customerOrders.repeatMyOrder,
    async ({ params, body, auth, origin }) => {
      const order = await repeatCustomerOrder(context, auth, origin, params.id, body);
      notifyStaffOfNewOrder(context, order);
      return order;
    },
  );
}
