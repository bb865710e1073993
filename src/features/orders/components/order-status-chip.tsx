import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@/api/orders';
import { statusColor } from '../order-status';

/** An order's status as a coloured label. */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('orders');
  return <Chip label={t(`statuses.${status}`)} color={statusColor(status)} size={size} />;
}
