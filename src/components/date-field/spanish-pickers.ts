// The Spanish of the date pickers, loaded only when the UI is in Spanish (its own chunk): the dayjs
// locale (day and month names, DD/MM/YYYY, weeks from Monday) and the pickers' texts.
import 'dayjs/locale/es';
import { esES } from '@mui/x-date-pickers/locales';

export const adapterLocale = 'es';
export const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;
