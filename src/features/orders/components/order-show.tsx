import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeleteOrderMutation, useGetOrderQuery, useRestoreOrderMutation } from '@/api/orders';
import type { OrderDetail } from '@/api/orders';
import { RecordDetails } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { RecordActionBar } from '@/components/data-grid/record-action-bar';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';
import { unitOf } from '@/lib/orders/products';
import { formatDelivery } from '../delivery-values';
import { formatOrderDateTime, formatOrderMoney } from '../format';
import { isEditable } from '../order-status';
import { OrderStatusChip } from './order-status-chip';
import { StatusActions } from './status-actions';
import { StatusTimeline } from './status-timeline';
import { TicketButton } from './ticket-button';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const [deleteOrder] = useDeleteOrderMutation();
  const [restoreOrder, { isLoading: restoring }] = useRestoreOrderMutation();
  const removal = useRowRemoval<OrderDetail>({
    rowLabel: (row) => row.folio,
    onDelete: (row) => deleteOrder({ id: row.id }).unwrap(),
    onRestore: (row) => restoreOrder({ id: row.id }).unwrap(),
    deleteText: t('delete.text'),
  });
  const deleted = order.deleted_at !== null;
  const date = (iso: string | null) => formatOrderDateTime(iso, i18n.language);
  const quantity = t(unitOf(order.product) === 'litres' ? 'quantity.litres' : 'quantity.units', {
    count: order.quantity,
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1120 }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography component="h1" variant="h4">
            {t('show.title', { folio: order.folio })}
          </Typography>
          <OrderStatusChip status={order.status} size="medium" />
          {deleted && <Chip label={t('show.deleted')} variant="outlined" />}
        </Stack>
        <Typography color="text.secondary">
          {t('show.subtitle', {
            date: date(order.created_at),
            total: formatOrderMoney(order.total),
          })}
        </Typography>
      </Stack>

      {deleted && (
        <Alert severity="warning">
          {t('show.deletedNotice', { date: date(order.deleted_at) })}
        </Alert>
      )}
      {order.status === 'cancelled' && order.cancellation_reason !== null && (
        <Alert severity="error" variant="outlined">
          {t('show.cancelledNotice', { reason: order.cancellation_reason })}
        </Alert>
      )}

      <RecordActionBar
        label={t('show.actions')}
        backLabel={t('actions.back')}
        edit={isEditable(order) ? { label: t('actions.edit'), variant: 'outlined' } : undefined}
        remove={
          !deleted && removal.askDelete
            ? { label: t('actions.delete'), onClick: () => removal.askDelete?.(order) }
            : undefined
        }
        restore={
          deleted && removal.restore
            ? {
                label: t('actions.restore'),
                busy: restoring,
                variant: 'contained',
                onClick: () => removal.restore?.(order),
              }
            : undefined
        }
      >
        <StatusActions order={order} />
        {!deleted && <TicketButton order={order} />}
      </RecordActionBar>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          {/* one label column for every section */}
          <Stack spacing={3} sx={{ '& dl': { gridTemplateColumns: { sm: '190px 1fr' } } }}>
            <Section title={t('sections.customer')}>
              <RecordDetails
                items={[
                  {
                    label: t('fields.customerName'),
                    value:
                      order.customer_id === null ? (
                        order.customer_name
                      ) : (
                        <>
                          {order.customer_name}{' '}
                          <Link
                            component={RouterLink}
                            to={`../../users/${String(order.customer_id)}`}
                          >
                            {t('show.customerAccount')}
                          </Link>
                        </>
                      ),
                  },
                  { label: t('fields.customerPhone'), value: order.customer_phone },
                ]}
              />
            </Section>
            <Section title={t('sections.delivery')}>
              <RecordDetails
                items={[
                  { label: t('fields.address'), value: order.address },
                  { label: t('fields.zone'), value: order.zone_name },
                  { label: t('fields.location'), value: order.location_name },
                  {
                    label: t('fields.delivery'),
                    value: formatDelivery(order, i18n.language, 'long'),
                  },
                ]}
              />
            </Section>
            <Section title={t('sections.productPayment')}>
              <RecordDetails
                items={[
                  { label: t('fields.product'), value: t(`products.${order.product}`) },
                  { label: t('fields.quantity'), value: quantity },
                  { label: t('fields.unitPrice'), value: formatOrderMoney(order.unit_price) },
                  {
                    label: t('fields.total'),
                    value: <strong>{formatOrderMoney(order.total)}</strong>,
                  },
                  {
                    label: t('fields.paymentMethod'),
                    value: t(`payments.${order.payment_method}`),
                  },
                ]}
              />
            </Section>
            <Section title={t('sections.assignment')}>
              <RecordDetails
                items={[
                  {
                    label: t('fields.employee'),
                    value: order.employee_name ?? t('show.unassigned'),
                  },
                  { label: t('fields.notes'), value: order.notes },
                  { label: t('fields.createdAt'), value: date(order.created_at) },
                  { label: t('fields.updatedAt'), value: date(order.updated_at) },
                ]}
              />
            </Section>
          </Stack>
        </Paper>
        <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-label={t('timeline.title')}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('timeline.title')}
          </Typography>
          <StatusTimeline order={order} />
        </Paper>
      </Box>
      {removal.dialog}
    </Stack>
  );
}

/**
 * `orders/:id`: everything about one order, its status timeline and the actions allowed now (edit
 * while open, move along the flow, cancel with a reason, delete with Undo, restore).
 */
export function OrderShow() {
  return (
    <RecordLoader<OrderDetail> useRecord={useGetOrderQuery}>
      {(order) => <OrderDetails order={order} />}
    </RecordLoader>
  );
}
