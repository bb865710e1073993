import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { useCreatePriceMutation } from '@/api/prices';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { businessDay } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { emptyPrice, priceBody } from '../price-form-values';
import { FormScreen } from './form-screen';
import { PriceForm } from './price-form';

/** `prices/new`: a new price of a product in a zone from a day on (today by default). */
export function PriceCreate() {
  const { t, i18n } = useTranslation('prices');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [createPrice] = useCreatePriceMutation();

  return (
    <FormScreen title={t('create.title')}>
      <Paper sx={{ p: 3 }}>
        <PriceForm
          initial={emptyPrice(businessDay(new Date()))}
          submitLabel={t('actions.create')}
          cancelTo={backTo}
          onSubmit={async (values) => {
            const price = await createPrice({ priceBody: priceBody(values) }).unwrap();
            notify(
              t('create.done', {
                zone: price.zone_name ?? '',
                product: t(`products.${price.product}`),
                price: formatMoney(price.price, i18n.language),
              }),
              'success',
            );
            await navigate(backTo);
          }}
        />
      </Paper>
    </FormScreen>
  );
}
