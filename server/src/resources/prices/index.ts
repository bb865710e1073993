import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerPriceRoutes } from './routes';

export const pricesResource: Resource = {
  name: 'prices',
  description: 'Prices per zone and product, and average prices',
  operations: operationsOf(operations),
  register: registerPriceRoutes,
  auditEntities: {
    price: { es: 'Precio', en: 'Price' },
    price_maximum: { es: 'Precio máximo', en: 'Maximum price' },
  },
};
