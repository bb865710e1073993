import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerHeader } from '../auth/authenticate';
import { changePassword } from '../auth/accounts';
import { users } from '../contract';
import { assertCanView, type Actor } from '../domain/user-permissions';
import type { AuthContext } from '../auth/authenticate';
import { languageOf, translate } from '../http/messages';
import { registerOperation } from '../http/register-operation';
import { toPesos } from '../lib/money';
import { clientOrderSummary, getUserView, listAllUsers, listUserPage } from '../repositories/users';
import { findWalletOfUser } from '../repositories/wallets';
import * as accounts from '../services/user-accounts';

const actorOf = (auth: AuthContext): Actor => ({ id: auth.user.id, role: auth.role });

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, users.getUsersAll, () => listAllUsers(db, {}));

  registerOperation(app, context, users.getUsersByType, ({ params }) =>
    listAllUsers(db, { typeUser: params.type }),
  );

  registerOperation(app, context, users.getUser, ({ params, auth }) => {
    assertCanView(actorOf(auth), params.id);
    return getUserView(db, params.id);
  });

  registerOperation(app, context, users.getClient, async ({ params, auth }) => {
    assertCanView(actorOf(auth), params.id);
    const user = await getUserView(db, params.id);
    const [wallet, summary] = await Promise.all([
      findWalletOfUser(db, params.id),
      clientOrderSummary(db, params.id),
    ]);
    return {
      user,
      wallet:
        wallet === undefined
          ? null
          : {
              id: wallet.id,
              user_id: wallet.user_id,
              amount: toPesos(wallet.balance_cents),
              user_add: wallet.user_add,
              created_at: wallet.created_at,
              updated_at: wallet.updated_at,
            },
      ...summary,
    };
  });

  registerOperation(app, context, users.createUser, ({ body }) =>
    accounts.createUser(context, body),
  );

  registerOperation(app, context, users.updateUser, ({ params, body, auth }) =>
    accounts.updateUser(context, actorOf(auth), params.id, body),
  );

  registerOperation(app, context, users.deleteUser, ({ params, auth }) =>
    accounts.deleteUser(context, actorOf(auth), params.id),
  );

  registerOperation(app, context, users.restoreUser, ({ params, auth }) =>
    accounts.restoreUser(context, actorOf(auth), params.id),
  );

  registerOperation(app, context, users.changePassword, async ({ body, auth, request, reply }) => {
    const freshToken = await changePassword(context, auth, body);
    if (freshToken !== null) void reply.header('Authorization', bearerHeader(freshToken));
    return {
      message: translate('passwordChanged', languageOf(request.headers['accept-language'])),
    };
  });

  registerOperation(app, context, users.getUsersPaginated, ({ params, query }) =>
    listUserPage(
      db,
      { trashed: query.trashed, sort: query.sort, order: query.order, typeUser: query.type_user },
      params,
    ),
  );

  registerOperation(app, context, users.getUsersPaginatedSearch, ({ params, query }) =>
    listUserPage(
      db,
      {
        search: params.search,
        trashed: query.trashed,
        sort: query.sort,
        order: query.order,
        typeUser: query.type_user,
      },
      params,
    ),
  );
}
