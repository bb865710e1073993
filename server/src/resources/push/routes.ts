import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import * as push from './operations';
import { notFound } from '../../domain/errors';
import { languageOf, translate } from '../../domain/messages';
import { registerOperation } from '../../http/register-operation';
import { isoAt } from '../../lib/clock';
import { registerPushDevice, unregisterPushDevice } from './service';

// The signed-in user's browsers for push messages. A device is tied to the calling session, so
// the session's end (logout, password change or reset, deletion) drops it (auth/sessions.ts).
export function registerPushRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, push.registerPushDevice, ({ body, auth, origin, request }) =>
    registerPushDevice(
      context,
      origin,
      {
        token: body.token,
        kind: body.kind ?? 'fid',
        user_id: auth.user.id,
        session_id: auth.claims.sid,
        language: languageOf(request.headers['accept-language']),
      },
      isoAt(context.clock()),
    ),
  );

  registerOperation(
    app,
    context,
    push.unregisterPushDevice,
    async ({ params, auth, origin, request }) => {
      const removed = await unregisterPushDevice(
        context,
        origin,
        auth.user.id,
        params.token,
        isoAt(context.clock()),
      );
      if (!removed) throw notFound();
      return {
        message: translate('pushDeviceRemoved', languageOf(request.headers['accept-language'])),
      };
    },
  );
}
