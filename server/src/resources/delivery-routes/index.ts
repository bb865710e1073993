import { operationsOf, type Resource } from '../../kit/resource';
import * as boardOperations from './board-operations';
import * as cashCountOperations from './cash-count-operations';
import * as operations from './operations';
import * as sheetOperations from './sheet-operations';
import { registerDeliveryRouteRoutes } from './routes';
import { registerSheetRoutes } from './sheet-routes';

export const deliveryRoutesResource: Resource = {
  name: 'delivery-routes',
  description:
    'Delivery routes: a day, a vehicle, a driver and a helper, the orders as stops in sequence, their outcomes, and the cash count at the close',
  operations: operationsOf(operations, cashCountOperations, sheetOperations, boardOperations),
  register: (app, context) => {
    registerDeliveryRouteRoutes(app, context);
    registerSheetRoutes(app, context);
  },
  auditEntities: { delivery_route: { es: 'Ruta de reparto', en: 'Delivery route' } },
};
