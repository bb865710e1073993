import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { errorMessage } from '@/api/errors';
import { useGetMyOrdersQuery, useRepeatMyOrderMutation } from '@/api/orders';
import type { Order, RepeatMyOrderApiArg } from '@/api/orders';
import { useGetClientQuery } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { unitOf } from '@/lib/orders/products';
import { formatDelivery } from '../delivery-values';
import { formatOrderDateTime, formatOrderMoney, orderLabel } from '../format';
import { OnTheWayChip } from './on-the-way-chip';
import { OrderStatusChip } from './order-status-chip';
import { RepeatOrderDialog } from './repeat-order-dialog';

interface CustomerHomeProps {
  /** The greeting, already translated ("Hola, María"). */
  greeting: string;
  /** The signed-in customer's id (null while unknown). */
  userId: number | null;
  /** The main area's root, for the links to the customer's own screens. */
  home: string;
}

const cardSx = { p: { xs: 2.5, md: 3 }, flex: 1, minWidth: 0 } as const;

function LastOrder({ order, home }: { order: Order; home: string }) {
  const { t, i18n } = useTranslation('orders');
  const [asking, setAsking] = useState(false);
  const [repeat, { isLoading }] = useRepeatMyOrderMutation();
  const what = t(
    unitOf(order.product) === 'litres' ? 'quantity.shortLitres' : 'quantity.shortUnits',
    {
      count: order.quantity,
      product: t(`products.${order.product}`),
    },
  );

  const confirm = async (delivery: RepeatMyOrderApiArg['body']) => {
    const result = await repeat({ id: order.id, body: delivery });
    setAsking(false);
    if ('error' in result) {
      notify(errorMessage(result.error) ?? t('home.repeatFailed'), 'error');
      return;
    }
    notify(t('home.repeated', { folio: orderLabel(result.data) }), 'success');
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="p" variant="h6">
          {orderLabel(order)}
        </Typography>
        <OrderStatusChip status={order.status} />
        <OnTheWayChip order={order} />
      </Stack>
      <Typography>{what}</Typography>
      <Typography color="text.secondary">
        {t('home.placed', { when: formatOrderDateTime(order.created_at, i18n.language) })}
        {' · '}
        {formatOrderMoney(order.total)}
        {' · '}
        {t(`payments.${order.payment_method}`)}
      </Typography>
      <Typography color="text.secondary">{order.address}</Typography>
      <Typography color="text.secondary">
        {t('home.delivery', { when: formatDelivery(order, i18n.language) })}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<ReplayOutlined aria-hidden="true" />}
          onClick={() => setAsking(true)}
        >
          {t('home.orderAgain')}
        </Button>
        <Button component={RouterLink} to={`${home.replace(/\/$/, '')}/my-orders`}>
          {t('home.allOrders')}
        </Button>
      </Stack>
      {asking && (
        <RepeatOrderDialog
          what={what}
          address={order.address}
          busy={isLoading}
          onConfirm={(delivery) => void confirm(delivery)}
          onCancel={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}

/**
 * A customer's home: their last order and its status with "order again", and their wallet
 * balance, each with the way to the whole list.
 */
export function CustomerHome({ greeting, userId, home }: CustomerHomeProps) {
  const { t } = useTranslation('orders');
  const orders = useGetMyOrdersQuery({ page: 1, size: 1 });
  const client = useGetClientQuery({ id: userId ?? 0 }, { skip: userId === null });
  const last = orders.data?.data[0];
  const base = home.replace(/\/$/, '');

  let orderBody;
  if (orders.isLoading) orderBody = <Skeleton variant="rounded" height={120} />;
  else if (orders.isError)
    orderBody = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InlineAlert>{t('mine.failed')}</InlineAlert>
        <Button
          variant="outlined"
          loading={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          {t('mine.retry')}
        </Button>
      </Stack>
    );
  else if (last === undefined)
    orderBody = <Typography color="text.secondary">{t('home.noOrders')}</Typography>;
  else orderBody = <LastOrder order={last} home={home} />;

  const wallet = client.data?.wallet;
  let walletBody;
  if (client.isLoading || userId === null) walletBody = <Skeleton variant="text" width={160} />;
  else if (client.isError) walletBody = <InlineAlert>{t('home.walletFailed')}</InlineAlert>;
  else
    walletBody = (
      <Typography component="p" variant="h4" role="status" aria-label={t('home.balance')}>
        {formatOrderMoney(wallet?.amount ?? 0)}
      </Typography>
    );

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {greeting}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'stretch' }}>
        <Paper component="section" aria-labelledby="customer-home-last-order" sx={cardSx}>
          <Typography id="customer-home-last-order" component="h2" variant="h6" gutterBottom>
            {t('home.lastOrder')}
          </Typography>
          {orderBody}
        </Paper>
        <Paper component="section" aria-labelledby="customer-home-wallet" sx={cardSx}>
          <Typography id="customer-home-wallet" component="h2" variant="h6" gutterBottom>
            {t('home.wallet')}
          </Typography>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {walletBody}
            {wallet === null && !client.isLoading && !client.isError && (
              <Typography color="text.secondary">{t('home.noWallet')}</Typography>
            )}
            <Button component={RouterLink} to={`${base}/my-wallet`}>
              {t('home.walletLink')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
