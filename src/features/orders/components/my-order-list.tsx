import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetMyOrdersQuery } from '@/api/orders';
import { PAGER_PAGE_SIZES } from '@/components/data-grid/list-url-state';
import { RecordLoading } from '@/components/data-grid/record-states';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { formatDelivery } from '../delivery-values';
import { formatOrderDateTime, formatOrderMoney, orderLabel } from '../format';
import { OnTheWayChip } from './on-the-way-chip';
import { OrderStatusChip } from './order-status-chip';

/** SPEC 9: 15 rows a page for the pager. */

/**
 * `my-orders`: a customer's own orders (`GET /api/orders/mine/{page}/{size}`), newest first, with
 * when they are delivered (day and window), their status, product, quantity, total and payment.
 */
export function MyOrderList() {
  const { t, i18n } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGER_PAGE_SIZES[0] ?? 15);
  const { data, isLoading, isError, isFetching, refetch } = useGetMyOrdersQuery({ page, size });

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('mine.title')}
      </Typography>
      {isLoading ? (
        <RecordLoading />
      ) : isError || !data ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InlineAlert>{t('mine.failed')}</InlineAlert>
          <Button variant="outlined" loading={isFetching} onClick={() => void refetch()}>
            {t('mine.retry')}
          </Button>
        </Stack>
      ) : data.total === 0 ? (
        <Paper sx={{ p: 3 }}>
          <Typography>{t('mine.empty')}</Typography>
        </Paper>
      ) : (
        <Paper>
          <TableContainer>
            <Table aria-label={t('mine.title')} aria-busy={isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.folio')}</TableCell>
                  <TableCell>{t('fields.createdAt')}</TableCell>
                  <TableCell>{t('fields.delivery')}</TableCell>
                  <TableCell>{t('fields.product')}</TableCell>
                  <TableCell align="right">{t('fields.quantity')}</TableCell>
                  <TableCell align="right">{t('fields.total')}</TableCell>
                  <TableCell>{t('fields.paymentMethod')}</TableCell>
                  <TableCell>{t('fields.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>{orderLabel(order)}</TableCell>
                    <TableCell>{formatOrderDateTime(order.created_at, i18n.language)}</TableCell>
                    <TableCell>{formatDelivery(order, i18n.language)}</TableCell>
                    <TableCell>{t(`products.${order.product}`)}</TableCell>
                    <TableCell align="right">{order.quantity}</TableCell>
                    <TableCell align="right">{formatOrderMoney(order.total)}</TableCell>
                    <TableCell>{t(`payments.${order.payment_method}`)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                        <OrderStatusChip status={order.status} />
                        <OnTheWayChip order={order} />
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGER_PAGE_SIZES}
            labelRowsPerPage={t('mine.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('mine.displayedRows', { from, to, count })
            }
            getItemAriaLabel={(type) => t(`mine.pager.${type}`)}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(1);
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
