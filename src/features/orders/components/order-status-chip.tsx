import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@/api/orders';
import { statusColor } from '@/lib/orders/status';
import { readableTextOn } from '@/lib/theme/theme';

/**
 * An order's status as a coloured label, its text black or white, whichever reads on the colour
 * (MUI's white on its red and on its light-mode orange and blue falls short of WCAG AA).
 */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('orders');
  const color = statusColor(status);
  return (
    <Chip
      label={t(`statuses.${status}`)}
      color={color}
      size={size}
      sx={(theme) => ({ color: readableTextOn(theme.palette[color].main) })}
    />
  );
}
