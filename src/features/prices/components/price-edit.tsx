import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPriceQuery, useUpdatePriceMutation } from '@/api/prices';
import { errorKind } from '@/api/errors';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
  useBackToList,
  useRecordId,
} from '@/components/data-grid';
import { notify } from '@/components/feedback/notifier';
import { priceBody, priceValues } from '../price-form-values';
import { PriceForm } from './price-form';

/** `prices/:id/edit`: corrects a price record (an unknown id shows the not-found state). */
export function PriceEdit() {
  const { t } = useTranslation('prices');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const id = useRecordId();
  const query = useGetPriceQuery(id === null ? skipToken : { id });
  const [updatePrice] = useUpdatePriceMutation();

  if (id === null || (query.isError && errorKind(query.error) === 'notFound'))
    return <RecordNotFound backTo={backTo} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {t('edit.title')}
      </Typography>
      {query.data ? (
        <Paper sx={{ p: 3 }}>
          <PriceForm
            key={query.data.updated_at}
            initial={priceValues(query.data)}
            submitLabel={t('actions.save')}
            cancelTo={backTo}
            onSubmit={async (values) => {
              await updatePrice({ id, priceBody: priceBody(values) }).unwrap();
              notify(t('edit.done'), 'success');
              await navigate(backTo);
            }}
          />
        </Paper>
      ) : query.isError ? (
        <RecordLoadFailed
          backTo={backTo}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RecordLoading />
      )}
    </Stack>
  );
}
