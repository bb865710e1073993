import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorKind, errorMessage } from '@/api';
import { useCreateWalletMutation } from '@/api/wallets';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { useAppSelector } from '@/store/hooks';
import { selectSignedInUserId } from '@/lib/session/user';

/**
 * A customer without a wallet: opens one with a zero balance (`POST /api/wallets`), recorded as
 * opened by the signed-in operator. Money goes in afterwards as a credit movement, with its message.
 */
export function OpenWallet({ userId }: { userId: number }) {
  const { t } = useTranslation('wallets');
  const operatorId = useAppSelector(selectSignedInUserId);
  const [createWallet, { isLoading }] = useCreateWalletMutation();
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setError(null);
    try {
      await createWallet({
        createWalletBody: { user_id: userId, amount: 0, user_add: operatorId },
      }).unwrap();
      notify(t('open.opened'), 'success');
    } catch (failure) {
      // 409: it was opened meanwhile, and the invalidated client view now shows it
      if (errorKind(failure) === 'conflict') return;
      setError(
        errorKind(failure) === 'network'
          ? t('errors.network')
          : (errorMessage(failure) ?? t('open.failed')),
      );
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('open.none')}
      </Typography>
      {error && <InlineAlert>{error}</InlineAlert>}
      <Button variant="contained" loading={isLoading} onClick={() => void open()}>
        {t('open.action')}
      </Button>
    </Stack>
  );
}
