import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Circle from '@mui/icons-material/Circle';
import type { OrderStatus } from '@/api/orders';
import { statusMeta } from '../order-status';

/**
 * An order's status: its name in the body text colour (readable on every theme) on a light tint of
 * the status colour, with a dot of that colour.
 */
export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('dashboard');
  const { color } = statusMeta(status);
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      icon={<Circle aria-hidden="true" />}
      sx={(theme) => ({
        color: 'text.primary',
        bgcolor: alpha(theme.palette[color].main, theme.palette.mode === 'dark' ? 0.24 : 0.14),
        '& .MuiChip-icon': { color: theme.palette[color].main, fontSize: 10, ml: 1 },
      })}
    />
  );
}
