import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import { usePutPriceMaximumMutation } from '@/api/prices';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { businessDay, formatDayRange } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/money';
import { emptyMaximum, maximumBody } from '../maximum-form-values';
import { sundayOf } from '../products';
import { FormScreen } from './form-screen';
import { PriceMaximumForm } from './price-maximum-form';

/**
 * `prices/maximums/new`: the regulated maximum of a zone and product kind for a week (this week by
 * default). The server keeps one per zone, kind and week: setting a week that has one replaces its
 * amount, and the toast says so.
 */
export function PriceMaximumCreate() {
  const { t, i18n } = useTranslation('prices');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [putMaximum] = usePutPriceMaximumMutation();

  return (
    <FormScreen title={t('maximums.create.title')}>
      <Paper sx={{ p: 3 }}>
        <PriceMaximumForm
          initial={emptyMaximum(sundayOf(businessDay(new Date())))}
          submitLabel={t('maximums.actions.create')}
          cancelTo={backTo}
          onSubmit={async (values) => {
            const maximum = await putMaximum({ priceMaximumBody: maximumBody(values) }).unwrap();
            const replaced = maximum.created_at !== maximum.updated_at;
            notify(
              t(replaced ? 'maximums.create.replaced' : 'maximums.create.done', {
                zone: maximum.zone_name ?? '',
                week: formatDayRange(maximum.week_start, maximum.week_end, i18n.language, 'long'),
                amount: t('maximums.amount', {
                  amount: formatMoney(maximum.max, i18n.language),
                  unit: t(`units.${maximum.product_kind}`),
                }),
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
