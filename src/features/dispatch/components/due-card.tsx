import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import { readableErrorColor } from '@/components/feedback/inline-alert';
import { formatMoney } from '@/lib/format/money';
import type { DueOrder } from '../board-types';
import { dueDragId, zoneName } from '../board-values';
import { DragHandle } from './drag-handle';
import { orderLine, windowText } from './order-text';

interface DueCardProps {
  order: DueOrder;
  /** Opens the "assign to route" menu at this button. */
  onAssign: (order: DueOrder, anchor: HTMLElement) => void;
}

/** A due order on the board: dragged by its handle onto a route, or assigned from its menu. */
export const DueCard = memo(function DueCard({ order, onAssign }: DueCardProps) {
  const { t, i18n } = useTranslation(['dispatch', 'orders']);
  const drag = useDraggable({ id: dueDragId(order.order_id) });
  const window = windowText(order);
  return (
    <Box
      component="li"
      ref={drag.setNodeRef}
      data-testid={`due-${order.folio}`}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: order.overdue ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: drag.isDragging ? 0.4 : 1,
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 112px',
      }}
    >
      <DragHandle
        label={t('due.drag', { folio: order.folio })}
        attributes={drag.attributes}
        listeners={drag.listeners}
        setActivatorNodeRef={drag.setActivatorNodeRef}
      >
        <DragIndicatorOutlined fontSize="small" />
      </DragHandle>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2">
            {order.folio}
          </Typography>
          {order.overdue && (
            <Typography
              component="span"
              variant="caption"
              sx={(theme) => ({ color: readableErrorColor(theme), fontWeight: 600 })}
            >
              {t('due.overdue')}
            </Typography>
          )}
          <Typography component="span" variant="caption" color="text.secondary">
            {window === null ? t('due.noWindow') : <bdi dir="ltr">{window}</bdi>}
          </Typography>
        </Box>
        <Typography variant="body2" noWrap>
          {order.customer_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {`${zoneName(order)} · ${order.address}`}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
        >
          <Typography variant="caption">
            <bdi>{`${orderLine(order, t)} · ${formatMoney(order.total, i18n.language)}`}</bdi>
          </Typography>
          <Button
            size="small"
            aria-haspopup="menu"
            aria-label={t('due.assignLabel', { folio: order.folio })}
            onClick={(event) => onAssign(order, event.currentTarget)}
            sx={{ flexShrink: 0 }}
          >
            <bdi>{t('due.assign')}</bdi>
          </Button>
        </Box>
      </Box>
    </Box>
  );
});
