import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClientView } from '@/api/users';
import { formatDateTime } from '../format';

/** The orders of a customer (`GET /api/users/client/{id}`): how many, completed, the last one. */
export function ClientSummary({ client }: { client: ClientView }) {
  const { t, i18n } = useTranslation('users');
  const titleId = useId();
  const figures: [string, string][] = [
    [t('client.ordersCount'), String(client.orders_count)],
    [t('client.completedOrders'), String(client.completed_orders)],
    [
      t('client.lastOrderAt'),
      client.last_order_at
        ? formatDateTime(client.last_order_at, i18n.language)
        : t('client.noOrders'),
    ],
  ];
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('client.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
