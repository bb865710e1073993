import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateOrderMutation } from '@/api/orders';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { businessDay } from '@/lib/format/date-time';
import { newOrderValues } from '../order-form-values';
import { OrderForm } from './order-form';

/** `orders/new`: a new order (status new); its detail once created. */
export function OrderCreate() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const listState = useForwardedListState();
  const [createOrder] = useCreateOrderMutation();

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography component="h1" variant="h4">
        {t('create.title')}
      </Typography>
      <OrderForm
        initial={newOrderValues(businessDay(new Date()))}
        submitLabel={t('actions.create')}
        cancelTo={backTo}
        onSubmit={async (body) => {
          const order = await createOrder({ createOrderBody: body }).unwrap();
          notify(t('create.done', { folio: order.folio }), 'success');
          // relative to the route (`orders/new` → `orders/:id`)
          await navigate(`../${String(order.id)}`, { state: listState });
        }}
      />
    </Stack>
  );
}
