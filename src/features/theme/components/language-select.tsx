import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { languageChanged, selectLanguage } from '../language-slice';

/** es-ES / en-US / en-EN. The choice is stored (theme_lang) and applied in place. */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const labelId = useId();

  return (
    <FormControl size="small" sx={{ minWidth: 150 }}>
      <InputLabel id={labelId} sx={{ color: 'inherit' }}>
        {t('fields.language')}
      </InputLabel>
      <Select
        labelId={labelId}
        label={t('fields.language')}
        value={language}
        onChange={(event) => dispatch(languageChanged(event.target.value))}
        sx={{
          color: 'inherit',
          '.MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
        }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code} lang={code === 'es-ES' ? 'es' : 'en'}>
            {t(`languages.${code}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
