import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { errorKind, errorMessage } from '@/api/errors';
import { useChangeOrderStatusMutation } from '@/api/orders';
import type { OrderDetail, OrderStatus } from '@/api/orders';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notify } from '@/components/feedback/notifier';
import { fieldErrorsFromServer } from '@/lib/validation/server-errors';
import { formatOrderMoney } from '../format';
import { statusMoves } from '../order-status';
import { CancelOrderDialog } from './cancel-order-dialog';

const MOVE_ICONS: Partial<Record<OrderStatus, ReactNode>> = {
  in_process: <LocalShippingOutlined />,
  completed: <TaskAltOutlined />,
  cancelled: <CancelOutlined />,
};

/** The status moves allowed now: in process at once, completed after a confirmation, cancelled with a reason. */
export function StatusActions({ order }: { order: OrderDetail }) {
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
