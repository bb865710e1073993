import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { customerOrders } from '../contract';
import { registerOperation } from '../http/register-operation';
import { listCustomerOrderPage } from '../repositories/customer-orders';

export function registerCustomerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, customerOrders.getMyOrders, ({ params, auth }) =>
    listCustomerOrderPage(context.db, auth.user.id, params),
  );
}
