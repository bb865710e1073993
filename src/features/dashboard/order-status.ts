import type SvgIcon from '@mui/material/SvgIcon';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { OrderStatus } from '@/api/orders';
import { ORDER_STATUSES, statusColor } from '@/lib/orders/status';
import type { OrderStatusColor } from '@/lib/orders/status';

interface StatusMeta {
  status: OrderStatus;
  icon: typeof SvgIcon;
  /** A palette colour for the icon or dot (never for text: its contrast is not enough on paper). */
  color: OrderStatusColor;
  /**
   * Where the count links to, relative to the main area's root: the orders list on the tab that
   * holds the status, Activos (new and in process), or Cancelados narrowed to the finished status.
   */
  link: string;
}

const ICONS: Record<OrderStatus, typeof SvgIcon> = {
  new: MoveToInboxOutlined,
  in_process: LocalShippingOutlined,
  completed: TaskAltOutlined,
  cancelled: CancelOutlined,
};

const LINKS: Record<OrderStatus, string> = {
  new: 'orders',
  in_process: 'orders',
  completed: 'orders?tab=cancelled&status=completed',
  cancelled: 'orders?tab=cancelled&status=cancelled',
};

/** The four statuses in their order of life (shared with the orders screens), with their looks. */
export const STATUS_META: readonly StatusMeta[] = ORDER_STATUSES.map((status) => ({
  status,
  icon: ICONS[status],
  color: statusColor(status),
  link: LINKS[status],
}));

export function statusMeta(status: OrderStatus): StatusMeta {
  return STATUS_META.find((meta) => meta.status === status) ?? (STATUS_META[0] as StatusMeta);
}

/** The link to one order, relative to the main area's root. */
export const orderLink = (id: number): string => `orders/${id}`;

/** The orders list, relative to the main area's root. */
export const ORDERS_LINK = 'orders';
