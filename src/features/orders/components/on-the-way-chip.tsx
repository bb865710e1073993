import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { Order } from '@/api/orders';

/**
 * "En camino": the order's route has left (`route_status` 'out'), what a customer waits for.
 * Nothing otherwise (planned, closed or on no route).
 */
export function OnTheWayChip({ order }: { order: Pick<Order, 'route_status'> }) {
  const { t } = useTranslation('orders');
  if (order.route_status !== 'out') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      icon={<LocalShippingOutlined aria-hidden="true" />}
      label={t('onTheWay')}
    />
  );
}
