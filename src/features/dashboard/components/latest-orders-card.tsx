import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { Order } from '@/api/orders';
import { visuallyHidden } from '@/lib/theme/visually-hidden';
import { businessDay, formatDayTime, formatTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { accentText } from '../accent';
import type { Loadable } from '../hooks/use-dashboard-data';
import { ORDERS_LINK, orderLink } from '../order-status';
import { LATEST_ORDERS } from '../refresh';
import { DashboardSection } from './dashboard-section';
import { LoadFailed } from './load-failed';
import { StatusChip } from './status-chip';

const COLUMNS = ['folio', 'customer', 'zone', 'status', 'total', 'receivedAt'] as const;

/** When an order came in: its time today, else its day and time (Mexico City). */
function useReceivedAt() {
  const { t, i18n } = useTranslation('dashboard');
  const today = businessDay(new Date());
  return (iso: string) =>
    businessDay(iso) === today
      ? t('latest.today', { time: formatTime(iso, i18n.language) })
      : formatDayTime(iso, i18n.language);
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: 5 }, (_, row) => (
        <TableRow key={row}>
          {COLUMNS.map((column) => (
            <TableCell key={column}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** The latest orders as a compact table, each folio linking to its order. */
export function LatestOrdersCard({ latest }: { latest: Loadable<Order[]> }) {
  const { t, i18n } = useTranslation('dashboard');
  const receivedAt = useReceivedAt();
  const rtl = useTheme().direction === 'rtl';
  const { data } = latest;

  const allOrders = (
    <Button
      component={RouterLink}
      to={ORDERS_LINK}
      size="small"
      endIcon={<ArrowForward sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
      sx={accentText}
    >
      {t('actions.allOrders')}
    </Button>
  );

  let body;
  if (data === undefined && latest.isError) {
    body = <LoadFailed onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  } else if (data?.length === 0) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, color: 'text.secondary' }}>
        <InboxOutlined aria-hidden="true" />
        <Typography>{t('latest.empty')}</Typography>
      </Box>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" sx={{ minWidth: 640 }} aria-busy={data === undefined}>
          <Box component="caption" sx={visuallyHidden}>
            {t('latest.caption', { count: LATEST_ORDERS })}
          </Box>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                  {t(`latest.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data === undefined ? (
              <SkeletonRows />
            ) : (
              data.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={orderLink(order.id)}
                      sx={[{ fontWeight: 500 }, accentText]}
                    >
                      {order.folio}
                    </Link>
                  </TableCell>
                  <TableCell>{order.customer_name}</TableCell>
                  <TableCell>{order.zone_name ?? t('latest.noZone')}</TableCell>
                  <TableCell>
                    <StatusChip status={order.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.total, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={order.created_at}>{receivedAt(order.created_at)}</time>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <DashboardSection title={t('latest.heading')} actions={allOrders}>
      {body}
    </DashboardSection>
  );
}
