import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as prices from './operations';
import { registerOperation } from '../../http/register-operation';
import { listMaximumPage } from './maximums-repository';
import { listPricePage } from './repository';
import * as figures from './figures';
import * as maximums from './maximums-service';
import * as service from './service';

// Prices, regulated maximums, the price an order takes today, averages and price over time.
// Access comes from the contract: staff read, the admin writes.

export function registerPriceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, prices.getPricesPaginated, ({ params, query }) => {
    service.checkRange(query.from, query.to);
    return listPricePage(db, query, params);
  });

  registerOperation(app, context, prices.getPricesPaginatedSearch, async ({ params, query }) => {
    service.checkRange(query.from, query.to);
    const matches = await service.resolvePriceSearch(db, params.search);
    return listPricePage(db, { ...query, matches }, params);
  });

  registerOperation(app, context, prices.getCurrentPrice, ({ params }) =>
    figures.currentPrice(context, params.zone_id, params.product),
  );

  registerOperation(app, context, prices.getAveragePrices, ({ params, query }) =>
    figures.averagePrices(context, params.from, params.to, query),
  );

  registerOperation(app, context, prices.getPriceHistory, ({ params, query }) =>
    figures.priceHistory(context, params.from, params.to, query),
  );

  registerOperation(app, context, prices.getPrice, ({ params }) =>
    service.getPrice(context, params.id),
  );

  registerOperation(app, context, prices.createPrice, ({ body, auth, origin }) =>
    service.createPrice(context, auth.user.id, origin, body),
  );

  registerOperation(app, context, prices.updatePrice, ({ params, body, auth, origin }) =>
    service.updatePrice(context, auth.user.id, origin, params.id, body),
  );

  registerOperation(app, context, prices.deletePrice, ({ params, origin }) =>
    service.deletePrice(context, origin, params.id),
  );

  registerOperation(app, context, prices.restorePrice, ({ params, origin }) =>
    service.restorePrice(context, origin, params.id),
  );

  registerOperation(app, context, prices.getPriceMaximumsPaginated, ({ params, query }) => {
    service.checkRange(query.from, query.to);
    return listMaximumPage(db, query, params);
  });

  registerOperation(app, context, prices.getPriceMaximum, ({ params }) =>
    maximums.getPriceMaximum(context, params.id),
  );

  registerOperation(app, context, prices.putPriceMaximum, ({ body, auth, origin }) =>
    maximums.putPriceMaximum(context, auth.user.id, origin, body),
  );

  registerOperation(app, context, prices.deletePriceMaximum, ({ params, origin }) =>
    maximums.deletePriceMaximum(context, origin, params.id),
  );

  registerOperation(app, context, prices.restorePriceMaximum, ({ params, origin }) =>
    maximums.restorePriceMaximum(context, origin, params.id),
  );
}
