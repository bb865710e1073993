import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetWalletHistoricalsQuery } from '@/api/wallets';
import type { Historical } from '@/api/wallets';
import { PAGER_PAGE_SIZES } from '@/components/data-grid/list-url-state';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { formatDateTime } from '@/lib/format/date-time';
import { formatCents, pesosToCents } from '@/lib/money/money';

function SignedAmount({ movement }: { movement: Historical }) {
  const cents = pesosToCents(movement.amount);
  const debit = movement.type_movement === 'debit';
  return (
    <Box component="span" sx={{ color: debit ? 'error.main' : 'success.main', fontWeight: 500 }}>
      {`${debit ? '−' : '+'}${formatCents(cents)}`}
    </Box>
  );
}

/**
 * The movements of a wallet, newest first (`GET /api/wallets/{id}/historicals/{page}/{size}`): date
 * (Mexico City, written the way of the user's language: 12/06/25 in Spanish, 6/12/25 in English), type, amount, balance after, message and the operator who recorded it.
 */
export function MovementHistory({ walletId }: { walletId: number }) {
  const { t, i18n } = useTranslation('wallets');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGER_PAGE_SIZES[0] ?? 15);
  const { data, isLoading, isFetching, isError, refetch } = useGetWalletHistoricalsQuery({
    id: walletId,
    page,
    size,
  });
  const rows = data?.data ?? [];

  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('history.title')}
      </Typography>
      {isError && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <InlineAlert>{t('history.loadFailed')}</InlineAlert>
          <Button variant="outlined" loading={isFetching} onClick={() => void refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      )}
      <Box sx={{ minHeight: 4 }}>
        {isFetching && <LinearProgress aria-label={t('history.loading')} />}
      </Box>
      {!isLoading && !isError && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('history.empty')}
        </Typography>
      )}
      {rows.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>{t('history.columns.date')}</TableCell>
                  <TableCell>{t('history.columns.type')}</TableCell>
                  <TableCell align="right">{t('history.columns.amount')}</TableCell>
                  <TableCell align="right">{t('history.columns.balanceAfter')}</TableCell>
                  <TableCell>{t('history.columns.message')}</TableCell>
                  <TableCell>{t('history.columns.operator')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((movement) => (
                  <TableRow key={movement.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(movement.created_at, i18n.language)}
                    </TableCell>
                    <TableCell>{t(`types.${movement.type_movement}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <SignedAmount movement={movement} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatCents(pesosToCents(movement.balance_after))}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{movement.message}</TableCell>
                    <TableCell>{movement.user_add_name ?? t('history.noOperator')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={(data?.current_page ?? page) - 1}
            rowsPerPage={size}
            rowsPerPageOptions={PAGER_PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage={t('history.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('history.displayedRows', { from, to, count })
            }
            getItemAriaLabel={(type) => t(`history.pages.${type}`)}
            // on a phone the page buttons go to the next line rather than out of the panel
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, pl: 0 } }}
          />
        </>
      )}
    </Stack>
  );
}
