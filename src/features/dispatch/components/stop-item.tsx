import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { DeliveryStop } from '../board-types';
import { stopDragId } from '../board-values';
import { DragHandle } from './drag-handle';
import { orderLine } from './order-text';

interface StopItemProps {
  routeId: number;
  stop: DeliveryStop;
  index: number;
  count: number;
  /** The route is planned: its stops move and leave. */
  editable: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (stop: DeliveryStop) => void;
  /** Opens the "move to route" menu at this button. */
  onTransfer: (stop: DeliveryStop, anchor: HTMLElement) => void;
}

/**
 * A stop of a route in its place: dragged within its route, to another route or back to the due
 * list, or moved by its buttons (up, down, to another route, off the route).
 */
export function StopItem({
  routeId,
  stop,
  index,
  count,
  editable,
  busy,
  onMove,
  onRemove,
  onTransfer,
}: StopItemProps) {
  const { t } = useTranslation(['dispatch', 'orders']);
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stopDragId(routeId, stop.order_id), disabled: !editable });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={`stop-${stop.folio}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <DragHandle
        label={t('stop.drag', { folio: stop.folio })}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
        disabled={!editable}
      >
        <DragIndicatorOutlined fontSize="small" />
      </DragHandle>
      <Typography
        component="span"
        variant="subtitle2"
        aria-label={t('stop.position', { position: stop.position })}
        sx={{ minWidth: 20 }}
      >
        {stop.position}
      </Typography>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          {stop.folio}
        </Typography>
        <Typography variant="body2" noWrap>
          {stop.customer_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {stop.address}
        </Typography>
        <Typography variant="caption" component="p">
          <bdi>{orderLine(stop, t)}</bdi>
        </Typography>
      </Box>
      {editable && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, auto)',
            alignContent: 'start',
            flexShrink: 0,
          }}
        >
          <IconButton
            size="small"
            aria-label={t('stop.up', { folio: stop.folio })}
            disabled={busy || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardOutlined fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('stop.down', { folio: stop.folio })}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardOutlined fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            aria-haspopup="menu"
            aria-label={t('stop.transfer', { folio: stop.folio })}
            disabled={busy}
            onClick={(event) => onTransfer(stop, event.currentTarget)}
          >
            <SwapHorizOutlined fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('stop.remove', { folio: stop.folio })}
            disabled={busy}
            onClick={() => onRemove(stop)}
          >
            <CloseOutlined fontSize="inherit" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
