import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { OrderDetail } from '@/api/orders';
import { errorKind, errorMessage } from '@/api/errors';
import { useFileDownload } from '@/components/data-grid/use-file-download';
import { notify } from '@/components/feedback/notifier';

/**
 * "Nota de remisión": the order's delivery ticket (`GET /api/orders/{id}/ticket`, a PDF of half a
 * letter page) downloaded the way the lists' exports are (bearer token, the server's file name).
 */
export function TicketButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { active, download } = useFileDownload<'ticket'>();
  const start = async () => {
    try {
      await download({
        key: 'ticket',
        url: `/api/orders/${String(order.id)}/ticket`,
        fallbackFilename: `${t('ticket.filename', { folio: order.folio })}.pdf`,
      });
    } catch (error) {
      // a 401 already ends the session (and says so): no second message
      if (errorKind(error) !== 'unauthorized')
        notify(
          errorKind(error) === 'network'
            ? t('errors.network')
            : (errorMessage(error) ?? t('ticket.failed')),
          'error',
        );
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ReceiptLongOutlined />}
      loading={active !== null}
      loadingPosition="start"
      onClick={() => void start()}
    >
      {t('ticket.button')}
    </Button>
  );
}
