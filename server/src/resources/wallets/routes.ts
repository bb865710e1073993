import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as wallets from './operations';
import { actorOf } from '../../domain/user-permissions';
import { languageOf } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import * as service from './service';

export function registerWalletRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, wallets.createWallet, ({ body, auth, origin, request }) =>
    service.createWallet(
      context,
      actorOf(auth),
      origin,
      body,
      languageOf(request.headers['accept-language']),
    ),
  );

  registerOperation(app, context, wallets.createHistorical, ({ body, auth, origin }) =>
    service.recordMovement(context, actorOf(auth), origin, body),
  );

  registerOperation(app, context, wallets.getUserWallet, ({ params, auth }) =>
    service.getWalletOfUser(context, actorOf(auth), params.id),
  );

  registerOperation(app, context, wallets.getWalletHistoricals, ({ params, auth }) =>
    service.listWalletHistory(context, actorOf(auth), params.id, params),
  );
}
