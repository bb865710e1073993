import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/orders';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { businessDay } from '@/lib/format/date-time';
import { deliveryWindowText, formatDeliveryDay } from '../delivery-values';
import { isFinishedStatus } from '../order-status';

/**
 * The list's delivery cell: the day over the window (if any); the day of an open order whose day
 * has passed in a readable error red, said in words too.
 */
export function DeliveryCell({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const window = deliveryWindowText(order);
  const overdue = !isFinishedStatus(order.status) && order.delivery_date < businessDay(new Date());
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
      <Typography
        variant="body2"
        component="time"
        dateTime={order.delivery_date}
        sx={overdue ? (theme) => ({ color: readableErrorColor(theme) }) : undefined}
      >
        {formatDeliveryDay(order.delivery_date, i18n.language)}
        {overdue && (
          <Box component="span" sx={visuallyHidden}>
            {` (${t('list.overdue')})`}
          </Box>
        )}
      </Typography>
      {window !== null && (
        <Typography variant="caption" color="text.secondary" component="p">
          {window}
        </Typography>
      )}
    </Box>
  );
}
