import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderDetail, OrderStatus } from '@/api/orders';
import { statusColor } from '@/lib/orders/status';
import { formatOrderDateTime } from '../format';
import { isClosed } from '../order-status';

interface Step {
  key: string;
  status: OrderStatus;
  /** null: a step still to come. */
  at: string | null;
  by: string | null;
  reason: string | null;
}

/** The steps still to come on the usual way (new → in process → completed). */
function pendingSteps(order: OrderDetail): OrderStatus[] {
  if (order.deleted_at !== null || isClosed(order.status)) return [];
  return order.status === 'new' ? ['in_process', 'completed'] : ['completed'];
}

/**
 * How an order got where it is: each status it went through, when and by whom (the reason of a
 * cancellation too), oldest first, then the steps still to come, greyed.
 */
export function StatusTimeline({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const done: Step[] = [...order.status_history]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .map((change) => ({
      key: String(change.id),
      status: change.to_status,
      at: change.created_at,
      by: change.user_name,
      reason: change.reason,
    }));
  const steps: Step[] = [
    ...done,
    ...pendingSteps(order).map((status) => ({
      key: `pending-${status}`,
      status,
      at: null,
      by: null,
      reason: null,
    })),
  ];

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => {
        const pending = step.at === null;
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.key}
            sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 2.5 }}
          >
            <Box
              aria-hidden="true"
              sx={{
                position: 'relative',
                flex: '0 0 auto',
                width: 16,
                display: 'flex',
                justifyContent: 'center',
              }}
            >
              <Box
                sx={(theme) => ({
                  mt: '4px',
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  zIndex: 1,
                  border: 2,
                  borderColor: pending
                    ? theme.palette.text.disabled
                    : theme.palette[statusColor(step.status)].main,
                  bgcolor: pending
                    ? 'background.paper'
                    : theme.palette[statusColor(step.status)].main,
                })}
              />
              {!last && (
                <Box
                  sx={{
                    position: 'absolute',
                    top: 20,
                    bottom: -2,
                    width: 2,
                    bgcolor: 'divider',
                  }}
                />
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="body1"
                sx={{ fontWeight: pending ? 400 : 600 }}
                color={pending ? 'text.secondary' : 'text.primary'}
              >
                {t(`timeline.steps.${step.status}`)}
                {pending && ` · ${t('timeline.pending')}`}
              </Typography>
              {step.at !== null && (
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={step.at}>{formatOrderDateTime(step.at, i18n.language)}</time>
                  {step.by !== null && ` · ${t('timeline.by', { name: step.by })}`}
                </Typography>
              )}
              {step.reason !== null && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('timeline.reason', { reason: step.reason })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
