import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOrderQuery, useUpdateOrderMutation } from '@/api/orders';
import type { OrderDetail } from '@/api/orders';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { orderValues } from '../order-form-values';
import { isEditable } from '../order-status';
import { OrderForm } from './order-form';
import { OrderStatusChip } from './order-status-chip';

function OrderEditForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const listState = useForwardedListState();
  const backTo = useBackToList();
  const [updateOrder] = useUpdateOrderMutation();
  // relative to the route (`orders/:id/edit` → `orders/:id`)
  const detail = `../${String(order.id)}`;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h1" variant="h4">
          {t('edit.title', { folio: order.folio })}
        </Typography>
        <OrderStatusChip status={order.status} size="medium" />
      </Stack>
      {isEditable(order) ? (
        <OrderForm
          initial={orderValues(order)}
          order={order}
          submitLabel={t('actions.save')}
          cancelTo={backTo}
          onSubmit={async (body) => {
            const saved = await updateOrder({
              id: order.id,
              updateOrderBody: { id: order.id, ...body },
            }).unwrap();
            notify(t('edit.done', { folio: saved.folio }), 'success');
            await navigate(detail, { state: listState });
          }}
        />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">
            {order.deleted_at !== null ? t('edit.deletedNotice') : t('edit.closedNotice')}
          </Alert>
          <Button component={RouterLink} to={detail} state={listState} variant="contained">
            {t('actions.viewOrder')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `orders/:id/edit`: the whole order while it is new or in process (a closed or deleted one says
 * why it cannot be edited); its detail once saved, the list as it was left on Cancel.
 */
export function OrderEdit() {
  return (
    <RecordLoader<OrderDetail> useRecord={useGetOrderQuery}>
      {(order) => <OrderEditForm key={order.id} order={order} />}
    </RecordLoader>
  );
}
