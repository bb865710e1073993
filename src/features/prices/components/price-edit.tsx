import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPriceQuery, useUpdatePriceMutation } from '@/api/prices';
import { useBackToList } from '@/components/data-grid/list-return';
import { useRecordId } from '@/components/data-grid/record-id';
import { notify } from '@/components/feedback/notifier';
import { priceBody, priceValues } from '../price-form-values';
import { EditScreen } from './form-screen';
import { PriceForm } from './price-form';

/** `prices/:id/edit`: corrects a price record (an unknown id shows the not-found state). */
export function PriceEdit() {
  const { t } = useTranslation('prices');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const id = useRecordId();
  const query = useGetPriceQuery(id === null ? skipToken : { id });
  const [updatePrice] = useUpdatePriceMutation();

  return (
    <EditScreen title={t('edit.title')} id={id} query={query} backTo={backTo}>
      {(price) => (
        <Paper sx={{ p: 3 }}>
          <PriceForm
            key={price.updated_at}
            initial={priceValues(price)}
            submitLabel={t('actions.save')}
            cancelTo={backTo}
            onSubmit={async (values) => {
              await updatePrice({ id: price.id, priceBody: priceBody(values) }).unwrap();
              notify(t('edit.done'), 'success');
              await navigate(backTo);
            }}
          />
        </Paper>
      )}
    </EditScreen>
  );
}
