import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../domain/errors';
import { languageOf } from '../../domain/messages';
import { sendPdfSheet } from '../../exports/send-export';
import { registerOperation } from '../../http/register-operation';
import { ticketFileName, ticketRow, ticketSheet } from './ticket';
import { getOrderTicket } from './ticket-operations';

export function registerTicketRoute(app: FastifyInstance, context: AppContext): void {
  registerOperation(app, context, getOrderTicket, async ({ params, request, reply }) => {
    const row = await ticketRow(context.db, params.id);
    if (row === undefined) throw notFound();
    const language = languageOf(request.headers['accept-language']);
    return sendPdfSheet(
      context,
      request,
      reply,
      ticketFileName(row, language),
      ticketSheet(row, language, context.clock()),
      params.id,
    );
  });
}
