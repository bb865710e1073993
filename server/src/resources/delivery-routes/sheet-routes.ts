import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../domain/errors';
import { languageOf } from '../../domain/messages';
import { sendPdfSheet } from '../../exports/send-export';
import { registerOperation } from '../../http/register-operation';
import { deliveryFigures } from './figures';
import { routeSheet, routeSheetFileName } from './sheet';
import { getDeliveryFigures, getRouteSheet } from './sheet-operations';
import { routeView } from './views';

export function registerSheetRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, getRouteSheet, async ({ params, request, reply }) => {
    const route = await routeView(context.db, params.id);
    if (route === undefined) throw notFound();
    const language = languageOf(request.headers['accept-language']);
    return sendPdfSheet(
      context,
      request,
      reply,
      routeSheetFileName(route, language),
      routeSheet(route, language, context.clock()),
      route.id,
    );
  });

  registerOperation(app, context, getDeliveryFigures, () =>
    deliveryFigures(context.db, context.dialect, context.clock()),
  );
}
