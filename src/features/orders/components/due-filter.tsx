import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { DUE_FILTERS, DUE_PARAM, isDueFilter } from '../order-list-query';
import type { DueFilterValue } from '../order-list-query';

const LABELS = { today: 'list.dueToday', overdue: 'list.dueOverdue' } as const;

/** "Entrega: Todas / Hoy / Atrasados", for the Activos tab. */
export function DueFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: DueFilterValue | null;
  onChange: (value: DueFilterValue | null) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth: 150 }}>
      <InputLabel htmlFor={id} shrink>
        {t('list.dueFilter')}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = event.target.value;
          onChange(isDueFilter(chosen) ? chosen : null);
        }}
        input={<OutlinedInput label={t('list.dueFilter')} notched />}
        inputProps={{ id, name: DUE_PARAM }}
      >
        <option value="">{t('list.dueAll')}</option>
        {DUE_FILTERS.map((due) => (
          <option key={due} value={due}>
            {t(LABELS[due])}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
