import type SvgIcon from '@mui/material/SvgIcon';
import type { Palette } from '@mui/material/styles';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { OrderStatus } from '@/api/orders';

type StatusColor = keyof Pick<Palette, 'info' | 'warning' | 'success' | 'error'>;

interface StatusMeta {
  status: OrderStatus;
  icon: typeof SvgIcon;
  /** A palette colour for the icon or dot (never for text: its contrast is not enough on paper). */
  color: StatusColor;
  /**
   * Where the count links to, relative to the main area's root: the orders list on the tab that
   * holds the status, Activos (new and in process), or Cancelados narrowed to the finished status.
   */
  link: string;
}

/** The four statuses in their order of life: new → in process → completed, or cancelled. */
export const ORDER_STATUSES: readonly StatusMeta[] = [
  { status: 'new', icon: MoveToInboxOutlined, color: 'info', link: 'orders' },
  {
    status: 'in_process',
    icon: LocalShippingOutlined,
    color: 'warning',
    link: 'orders',
  },
  {
    status: 'completed',
    icon: TaskAltOutlined,
    color: 'success',
    link: 'orders?tab=cancelled&status=completed',
  },
  {
    status: 'cancelled',
    icon: CancelOutlined,
    color: 'error',
    link: 'orders?tab=cancelled&status=cancelled',
  },
];

export function statusMeta(status: OrderStatus): StatusMeta {
  return ORDER_STATUSES.find((meta) => meta.status === status) ?? (ORDER_STATUSES[0] as StatusMeta);
}

/** The link to one order, relative to the main area's root. */
export const orderLink = (id: number): string => `orders/${id}`;

/** The orders list, relative to the main area's root. */
export const ORDERS_LINK = 'orders';
