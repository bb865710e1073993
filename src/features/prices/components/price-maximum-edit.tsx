import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPriceMaximumQuery, usePutPriceMaximumMutation } from '@/api/prices';
import { useBackToList } from '@/components/data-grid/list-return';
import { useRecordId } from '@/components/data-grid/record-id';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { maximumBody, maximumValues } from '../maximum-form-values';
import { EditScreen } from './form-screen';
import { PriceMaximumForm } from './price-maximum-form';

/**
 * `prices/maximums/:id/edit`: corrects the amount of a regulated maximum (an unknown id shows the
 * not-found state). Zone, kind and week stay: the save sets the maximum of that same week. A
 * deleted maximum is not corrected (saving would set a new one): it is restored from the list.
 */
export function PriceMaximumEdit() {
  const { t } = useTranslation('prices');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const id = useRecordId();
  const query = useGetPriceMaximumQuery(id === null ? skipToken : { id });
  const [putMaximum] = usePutPriceMaximumMutation();

  return (
    <EditScreen title={t('maximums.edit.title')} id={id} query={query} backTo={backTo}>
      {(maximum) =>
        maximum.deleted_at ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <InlineAlert>{t('maximums.edit.deleted')}</InlineAlert>
            <Button component={RouterLink} to={backTo} variant="outlined">
              {t('maximums.actions.backToList')}
            </Button>
          </Stack>
        ) : (
          <Paper sx={{ p: 3 }}>
            <PriceMaximumForm
              key={maximum.updated_at}
              initial={maximumValues(maximum)}
              submitLabel={t('actions.save')}
              cancelTo={backTo}
              fixedWeek
              onSubmit={async (values) => {
                await putMaximum({ priceMaximumBody: maximumBody(values) }).unwrap();
                notify(t('maximums.edit.done'), 'success');
                await navigate(backTo);
              }}
            />
          </Paper>
        )
      }
    </EditScreen>
  );
}
