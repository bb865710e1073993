import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Wallet } from '@/api/wallets';
import { formatPesos } from '@/lib/money/money';
import { useAppSelector } from '@/store/hooks';
import { selectMayMoveMoneyOf } from '@/lib/session/user';
import { MovementForm } from './movement-form';
import { MovementHistory } from './movement-history';
import { OpenWallet } from './open-wallet';

export interface WalletPanelProps {
  userId: number;
  /** The customer's wallet as the client view carries it, or null when there is none yet. */
  wallet: Wallet | null;
}

/**
 * A customer's prepaid wallet: the balance, the history of movements and, for staff other than the
 * wallet's owner, a movement form (or the button that opens the wallet).
 */
export function WalletPanel({ userId, wallet }: WalletPanelProps) {
  const { t } = useTranslation('wallets');
  const titleId = useId();
  const balanceId = useId();
  const mayMoveMoney = useAppSelector(selectMayMoveMoneyOf(userId));

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={titleId} component="h2" variant="h6">
            {t('title')}
          </Typography>
          {wallet && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography id={balanceId} variant="body2" color="text.secondary">
                {t('balance')}
              </Typography>
              <Typography
                role="status"
                aria-labelledby={balanceId}
                variant="h5"
                component="p"
                sx={{ fontWeight: 700, m: 0 }}
              >
                {formatPesos(wallet.amount)}
              </Typography>
            </Stack>
          )}
        </Stack>
        {wallet ? (
          <>
            {mayMoveMoney && (
              <>
                <MovementForm wallet={wallet} />
                <Divider />
              </>
            )}
            <MovementHistory walletId={wallet.id} />
          </>
        ) : mayMoveMoney ? (
          <OpenWallet userId={userId} />
        ) : (
          <Typography color="text.secondary">{t('noWalletYet')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
