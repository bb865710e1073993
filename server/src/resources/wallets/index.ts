import { operationsOf, type Resource } from '../../kit/resource';
import * as operations from './operations';
import { registerWalletRoutes } from './routes';

export const walletsResource: Resource = {
  name: 'wallets',
  description: 'Prepaid wallets and their movements (historicals)',
  operations: operationsOf(operations),
  register: registerWalletRoutes,
  auditEntities: { wallet: { es: 'Monedero', en: 'Wallet' } },
};
