import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SearchBox } from './search-box';

interface ListToolbarProps {
  /** The search, when the list has one (the URL's `q`). */
  search?: { value: string; onSearch: (search: string) => void } | undefined;
  /** The screen's own controls (filters). */
  children?: ReactNode;
  /** The "Deleted" switch of a list with tabs of its own (`?deleted=1`). */
  deletedSwitch?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  /** At the end of the row: the export buttons. */
  end?: ReactNode;
}

/** The row above a list's grid: search, the screen's filters, the deleted switch, the exports. */
export function ListToolbar({ search, children, deletedSwitch, end }: ListToolbarProps) {
  const { t } = useTranslation('list');
  const ids = { search: useId(), deleted: useId() };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{
        p: 2,
        alignItems: { xs: 'stretch', md: 'flex-start' },
        justifyContent: 'space-between',
      }}
    >
      {/* gaps, not margins: the controls that wrap to a second row keep their distance */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {search && (
          <SearchBox
            id={ids.search}
            label={t('search.label')}
            clearLabel={t('search.clear')}
            value={search.value}
            onSearch={search.onSearch}
          />
        )}
        {children}
        {deletedSwitch && (
          <FormControlLabel
            control={
              <Switch
                id={ids.deleted}
                checked={deletedSwitch.checked}
                onChange={(_event, checked) => deletedSwitch.onChange(checked)}
              />
            }
            label={t('deleted.switch')}
            sx={{ alignSelf: 'flex-start', mt: 0.5, mx: 0 }}
          />
        )}
      </Stack>
      {end}
    </Stack>
  );
}
