import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as accounts from './service';
import { register } from './registration';
import * as auth from './operations';
import { languageOf, translate } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { isStaffRole, roleOf } from '../../domain/roles';
import { employeeNumberText } from '../../lib/employee-number';
import { findUserRowByEmail, findUserRowByNumber } from '../../auth/user-rows';
import { getUserView } from '../users/public';

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, auth.loginByEmail, ({ body, origin, request }) =>
    accounts.logIn(context, origin, {
      ip: request.ip,
      identifier: body.email,
      password: body.password,
      findUser: () => findUserRowByEmail(db, body.email),
    }),
  );

  // only staff sign in by number: a customer who registered with one signs in by e-mail, and
  // their number answers like an unknown one
  registerOperation(app, context, auth.loginByNumber, ({ body, origin, request }) => {
    const number = employeeNumberText(body.number);
    return accounts.logIn(context, origin, {
      ip: request.ip,
      identifier: `#${number}`,
      password: body.password,
      findUser: async () => {
        const user = await findUserRowByNumber(db, number);
        return user !== undefined && isStaffRole(roleOf(user.type_user)) ? user : undefined;
      },
    });
  });

  registerOperation(
    app,
    context,
    auth.logout,
    async ({ auth: session, origin, request, reply }) => {
      await accounts.logOut(context, origin, session.claims);
      reply.removeHeader('Authorization');
      return { message: translate('loggedOut', languageOf(request.headers['accept-language'])) };
    },
  );

  registerOperation(app, context, auth.sendResetEmail, async ({ body, origin, request }) => {
    await accounts.requestResetCode(context, origin, {
      ip: request.ip,
      email: body.email,
      number: body.number === undefined ? undefined : employeeNumberText(body.number),
    });
    return { message: translate('resetEmailSent', languageOf(request.headers['accept-language'])) };
  });

  registerOperation(app, context, auth.resetPassword, async ({ body, origin, request }) => {
    await accounts.resetPassword(context, origin, request.ip, body);
    return { message: translate('passwordReset', languageOf(request.headers['accept-language'])) };
  });

  registerOperation(app, context, auth.register, async ({ body, origin, request }) => {
    await register(context, origin, request.ip, body);
    return {
      message: translate('registrationReceived', languageOf(request.headers['accept-language'])),
    };
  });

  registerOperation(app, context, auth.getCurrentUser, ({ auth: session }) =>
    getUserView(db, session.user.id),
  );
}
