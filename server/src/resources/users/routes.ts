import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bearerHeader } from '../../auth/authenticate';
import { changePassword } from './password';
import * as users from './operations';
import { ALL_USERS_MAX_PAGE_SIZE } from './schemas';
import { starClientWindow } from '../../domain/star-clients';
import { actorOf, assertCanEditPicture, assertCanView } from '../../domain/user-permissions';
import { exportSearchOf } from '../../exports/filter-segment';
import { sendExport } from '../../exports/send-export';
import { DomainError, notFound } from '../../domain/errors';
import { readImageField, stopReadingBody } from '../../http/image-upload';
import { languageOf, translate } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { findProfilePicture, saveUserPicture } from './profile-pictures';
import { clientOrderSummary, listAllUsers, listUserPage } from './repository';
import { getUserView } from './repository';
import { findUserRowById } from '../../auth/user-rows';
import { listStarClientPage } from './star-clients-repository';
import { findWalletOfUser, toWalletView } from '../wallets/public';
import { starClientExport } from './star-client-exports';
import { userExport, type UserExportFilter } from './exports';
import * as accounts from './service';

/** Star clients are listed 10 to a page unless the query says otherwise. */
const STAR_CLIENTS_PAGE_SIZE = 10;

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const allUsersPage = (query: { page?: number; size?: number }) => ({
    page: query.page ?? 1,
    size: query.size ?? ALL_USERS_MAX_PAGE_SIZE,
  });

  registerOperation(app, context, users.getUsersAll, ({ query }) =>
    listAllUsers(db, {}, allUsersPage(query)),
  );

  registerOperation(app, context, users.getUsersByType, ({ params, query }) =>
    listAllUsers(db, { typeUser: params.type }, allUsersPage(query)),
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
    return { user, wallet: wallet === undefined ? null : toWalletView(wallet), ...summary };
  });

  registerOperation(app, context, users.createUser, ({ body, origin }) =>
    accounts.createUser(context, origin, body),
  );

  registerOperation(app, context, users.updateUser, ({ params, body, auth, origin }) =>
    accounts.updateUser(context, auth, origin, params.id, body),
  );

  registerOperation(app, context, users.deleteUser, ({ params, auth, origin }) =>
    accounts.deleteUser(context, actorOf(auth), origin, params.id),
  );

  registerOperation(app, context, users.restoreUser, ({ params, auth, origin }) =>
    accounts.restoreUser(context, actorOf(auth), origin, params.id),
  );

  registerOperation(
    app,
    context,
    users.changePassword,
    async ({ body, auth, origin, request, reply }) => {
      const freshToken = await changePassword(context, auth, origin, body);
      if (freshToken !== null) void reply.header('Authorization', bearerHeader(freshToken));
      return {
        message: translate('passwordChanged', languageOf(request.headers['accept-language'])),
      };
    },
  );

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

  registerOperation(app, context, users.getProfilePicture, async ({ params, auth, reply }) => {
    assertCanView(actorOf(auth), params.id);
    if ((await findUserRowById(db, params.id)) === undefined) throw notFound();
    const picture = await findProfilePicture(db, params.id);
    if (picture === undefined) throw new DomainError(404, 'noProfilePicture');
    void reply
      .type(picture.mime)
      .header('Cache-Control', 'private, no-cache')
      .header('Last-Modified', new Date(picture.updated_at).toUTCString());
    return picture.data;
  });

  registerOperation(
    app,
    context,
    users.uploadProfilePicture,
    async ({ params, auth, origin, request, reply }) => {
      try {
        const target = await findUserRowById(db, params.id);
        assertCanView(actorOf(auth), params.id);
        if (target === undefined) throw notFound();
        assertCanEditPicture(actorOf(auth), target);
        const image = await readImageField(request, 'image');
        await saveUserPicture(context, origin, params.id, image);
      } catch (error) {
        // a refused upload is not read to its end: up to 5 MB more of nothing
        stopReadingBody(request, reply);
        throw error;
      }
      return {
        message: translate('profilePictureSaved', languageOf(request.headers['accept-language'])),
        has_profile_picture: true,
      };
    },
  );

  const userExportFilter = (
    filter: string,
    query: { trashed?: UserExportFilter['trashed']; type_user?: UserExportFilter['typeUser'] },
  ): UserExportFilter => ({
    search: exportSearchOf(filter),
    trashed: query.trashed,
    typeUser: query.type_user,
  });

  registerOperation(app, context, users.exportUsersExcel, ({ params, query, request, reply }) => {
    const { fileBaseName, table } = userExport(
      db,
      userExportFilter(params.filter, query),
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, 'xlsx', fileBaseName, table);
  });

  registerOperation(app, context, users.exportUsersPdf, ({ params, query, request, reply }) => {
    const { fileBaseName, table } = userExport(
      db,
      userExportFilter(params.filter, query),
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, 'pdf', fileBaseName, table);
  });

  registerOperation(app, context, users.getStarClients, ({ params, query }) =>
    listStarClientPage(db, starClientWindow(params.from, params.to), {
      page: query.page ?? 1,
      size: query.size ?? STAR_CLIENTS_PAGE_SIZE,
    }),
  );

  registerOperation(app, context, users.exportStarClientsExcel, ({ params, request, reply }) => {
    const { fileBaseName, table } = starClientExport(
      db,
      params,
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, 'xlsx', fileBaseName, table);
  });

  registerOperation(app, context, users.exportStarClientsPdf, ({ params, request, reply }) => {
    const { fileBaseName, table } = starClientExport(
      db,
      params,
      languageOf(request.headers['accept-language']),
      context.clock(),
    );
    return sendExport(context, request, reply, 'pdf', fileBaseName, table);
  });
}
