import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import * as accounts from '../auth/accounts';
import { endSessionOf } from '../auth/sessions';
import { auth } from '../contract';
import { languageOf, translate } from '../http/messages';
import { registerOperation } from '../http/register-operation';
import { employeeNumberText } from '../lib/employee-number';
import { findUserRowByEmail, findUserRowByNumber, getUserView } from '../repositories/users';

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerOperation(app, context, auth.loginByEmail, ({ body, request }) =>
    accounts.logIn(context, {
      ip: request.ip,
      identifier: body.email,
      password: body.password,
      findUser: () => findUserRowByEmail(db, body.email),
    }),
  );

  registerOperation(app, context, auth.loginByNumber, ({ body, request }) => {
    const number = employeeNumberText(body.number);
    return accounts.logIn(context, {
      ip: request.ip,
      identifier: `#${number}`,
      password: body.password,
      findUser: () => findUserRowByNumber(db, number),
    });
  });

  registerOperation(app, context, auth.logout, async ({ auth: session, request, reply }) => {
    await endSessionOf(context, session.claims);
    reply.removeHeader('Authorization');
    return { message: translate('loggedOut', languageOf(request.headers['accept-language'])) };
  });

  registerOperation(app, context, auth.sendResetEmail, async ({ body, request }) => {
    await accounts.requestResetCode(context, {
      ip: request.ip,
      email: body.email,
      number: employeeNumberText(body.number),
    });
    return { message: translate('resetEmailSent', languageOf(request.headers['accept-language'])) };
  });

  registerOperation(app, context, auth.resetPassword, async ({ body, request }) => {
    await accounts.resetPassword(context, request.ip, body);
    return { message: translate('passwordReset', languageOf(request.headers['accept-language'])) };
  });

  registerOperation(app, context, auth.register, ({ body, request }) =>
    accounts.register(context, request.ip, body),
  );

  registerOperation(app, context, auth.getCurrentUser, ({ auth: session }) =>
    getUserView(db, session.user.id),
  );
}
