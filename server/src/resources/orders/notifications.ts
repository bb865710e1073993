import type { AppContext } from '../../app-context';
import type { OrderDetailView } from './repository';
import type { PushMessage } from '../../push/fcm';
import type { PushLanguage } from '../../push/notifier';

type NewOrder = Pick<OrderDetailView, 'id' | 'folio' | 'customer_name' | 'zone_name'>;

const titles: Record<PushLanguage, (folio: string) => string> = {
  es: (folio) => `Nuevo pedido ${folio}`,
  en: (folio) => `New order ${folio}`,
};

/** The staff notification of a new order, in one language (data for the page: type, id, folio). */
export function newOrderMessage(order: NewOrder, language: PushLanguage): PushMessage {
  return {
    title: titles[language](order.folio),
    body: [order.customer_name, order.zone_name].filter(Boolean).join(' · '),
    data: { type: 'order_created', order_id: String(order.id), folio: order.folio },
  };
}

/**
 * Tells the staff's browsers about an order once it is committed: in the background, so the
 * order's answer neither waits for FCM nor depends on it. Nothing happens without a notifier.
 */
export function notifyStaffOfNewOrder(context: AppContext, order: NewOrder): void {
  const { push } = context;
  if (push === null) return;
  context.background.run('push: new order', () =>
    push.notifyStaff((language) => newOrderMessage(order, language)),
  );
}
