import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { errorKind, errorMessage } from '@/api/errors';
import { fieldErrorsFromServer } from '@/lib/validation/server-errors';
import {
  useChangeOrderStatusMutation,
  useDeleteOrderMutation,
  useGetOrderQuery,
  useRestoreOrderMutation,
} from '@/api/orders';
import type { OrderDetail, OrderStatus } from '@/api/orders';
import { RecordDetails } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notify } from '@/components/feedback/notifier';
import { unitOf } from '@/lib/orders/products';
import { formatOrderDateTime, formatOrderMoney } from '../format';
import { isEditable, statusMoves } from '../order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderStatusChip } from './order-status-chip';
import { StatusTimeline } from './status-timeline';

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

const MOVE_ICONS: Partial<Record<OrderStatus, ReactNode>> = {
  in_process: <LocalShippingOutlined />,
  completed: <TaskAltOutlined />,
  cancelled: <CancelOutlined />,
};

/** The status moves allowed now: in process at once, completed after a confirmation, cancelled with a reason. */
function StatusActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [changeStatus, { isLoading }] = useChangeOrderStatusMutation();
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [asking, setAsking] = useState<'completed' | 'cancelled' | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const moves = statusMoves(order.allowed_statuses);

  const move = async (status: OrderStatus, reason?: string) => {
    setPending(status);
    setReasonError(undefined);
    try {
      await changeStatus({
        id: order.id,
        changeOrderStatusBody: reason === undefined ? { status } : { status, reason },
      }).unwrap();
      const refunded =
        status === 'cancelled' && order.payment_method === 'wallet' && order.customer_id !== null;
      notify(
        refunded
          ? t('moves.cancelledRefunded', {
              folio: order.folio,
              amount: formatOrderMoney(order.total),
            })
          : t(`moves.done.${status}`, { folio: order.folio }),
        'success',
      );
      setAsking(null);
    } catch (error) {
      const kind = errorKind(error);
      const onReason = fieldErrorsFromServer(error).reason?.[0];
      if (kind === 'unauthorized') setAsking(null);
      else if (onReason !== undefined && status === 'cancelled') setReasonError(onReason);
      else {
        // a 409: the order moved meanwhile; the detail is read again (cache tags)
        setAsking(null);
        notify(
          kind === 'network'
            ? t('errors.network')
            : (errorMessage(error) ?? t('moves.failed', { folio: order.folio })),
          'error',
        );
      }
    } finally {
      setPending(null);
    }
  };

  if (moves.length === 0) return null;
  return (
    <>
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelled' ? 'outlined' : 'contained'}
          color={status === 'cancelled' ? 'error' : status === 'completed' ? 'success' : 'primary'}
          startIcon={MOVE_ICONS[status]}
          loading={pending === status && asking === null}
          disabled={isLoading && pending !== status}
          onClick={() => {
            if (status === 'completed' || status === 'cancelled') setAsking(status);
            else void move(status);
          }}
        >
          {t(`moves.actions.${status}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking === 'completed'}
        title={t('complete.title', { folio: order.folio })}
        confirmLabel={t('complete.confirm')}
        cancelLabel={t('complete.keep')}
        busy={pending === 'completed'}
        onConfirm={() => void move('completed')}
        onCancel={() => setAsking(null)}
      >
        {t('complete.text')}
      </ConfirmDialog>
      <CancelOrderDialog
        open={asking === 'cancelled'}
        order={order}
        busy={pending === 'cancelled'}
        serverError={reasonError}
        onConfirm={(reason) => void move('cancelled', reason)}
        onClose={() => {
          setAsking(null);
          setReasonError(undefined);
        }}
      />
    </>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const backTo = useBackToList();
  const listState = useForwardedListState();
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

      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('show.actions')}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          component={RouterLink}
          to={backTo}
          startIcon={<ArrowBack sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('actions.back')}
        </Button>
        {isEditable(order) && (
          <Button
            component={RouterLink}
            to="edit"
            relative="path"
            state={listState}
            variant="outlined"
            startIcon={<EditOutlined />}
          >
            {t('actions.edit')}
          </Button>
        )}
        <StatusActions order={order} />
        {deleted
          ? removal.restore && (
              <Button
                variant="contained"
                color="success"
                loading={restoring}
                startIcon={<RestoreFromTrashOutlined />}
                onClick={() => removal.restore?.(order)}
              >
                {t('actions.restore')}
              </Button>
            )
          : removal.askDelete && (
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => removal.askDelete?.(order)}
              >
                {t('actions.delete')}
              </Button>
            )}
      </Stack>

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
