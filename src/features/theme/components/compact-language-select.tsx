import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { languageChanged, selectLanguage } from '../language-slice';

/**
 * The same choice as a plain `<select>`, for the sign-in, register and reset pages: those load
 * before anything else, and MUI's Select (menu, popover, modal) would add about 40 KB to the
 * sign-in page's first load. Keyboard and screen readers get the platform's own select.
 */
export function CompactLanguageSelect() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const id = useId();

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        typography: 'body2',
        color: 'inherit',
      }}
    >
      <label htmlFor={id}>{t('fields.language')}</label>
      <Box
        component="select"
        id={id}
        value={language}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          dispatch(languageChanged(event.target.value))
        }
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0.5,
          px: 1,
          cursor: 'pointer',
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'es-ES' ? 'es' : 'en'}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </Box>
    </Box>
  );
}
