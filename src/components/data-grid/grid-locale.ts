import { enUS, esES } from '@mui/x-data-grid/locales';
import type { GridLocaleText } from '@mui/x-data-grid';

/** The DataGrid's own texts (pagination, column menu, sorting) in the app's language. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const locale = language === 'es-ES' ? esES : enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}
