import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetClientQuery } from '@/api/users';
import { RecordLoading } from '@/components/data-grid/record-states';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { useAppSelector } from '@/store/hooks';
import { selectSignedInUserId } from '@/lib/session/user';
import { WalletPanel } from './wallet-panel';

/** `my-wallet`: the signed-in customer's own wallet, its balance and movements (read only). */
export function MyWallet() {
  const { t } = useTranslation('wallets');
  const userId = useAppSelector(selectSignedInUserId);
  const client = useGetClientQuery({ id: userId ?? 0 }, { skip: userId === null });

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('mine.title')}
      </Typography>
      {client.data && userId !== null ? (
        <WalletPanel userId={userId} wallet={client.data.wallet} />
      ) : client.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InlineAlert>{t('mine.failed')}</InlineAlert>
          <Button
            variant="outlined"
            loading={client.isFetching}
            onClick={() => void client.refetch()}
          >
            {t('mine.retry')}
          </Button>
        </Stack>
      ) : (
        <RecordLoading />
      )}
    </Stack>
  );
}
