import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerLocale } from './picker-locale';

interface DatePickersProviderProps {
  children: ReactNode;
  /** Shown while the locale of the UI language loads (the first time it is used). */
  fallback: ReactNode;
}

/**
 * The date pickers in the UI language: dayjs with the locale of the language (es for es-ES, so days
 * read DD/MM/YYYY; en for en-US and en-EN, whose right-to-left layout comes from the theme) and the
 * pickers' own texts in it.
 */
export function DatePickersProvider({ children, fallback }: DatePickersProviderProps) {
  const { i18n } = useTranslation();
  const locale = usePickerLocale(i18n.language);
  if (locale === undefined) return fallback;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.adapterLocale}
      localeText={locale.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
