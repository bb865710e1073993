import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import {
  THEME_COLORS,
  THEME_PALETTES,
  isThemeColorId,
  splitThemeColor,
  themeColorId,
} from '@/lib/theme/colors';
import type { ThemeColor, ThemeMode, ThemeRadius } from '@/lib/theme/colors';
import { DEFAULT_THEME_COLOR } from '@/lib/theme/colors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DROPDOWN_TRANSITION_MS } from '@/lib/theme/dropdown';
import {
  selectThemeColor,
  selectThemeRadius,
  themeColorChanged,
  themeRadiusChanged,
} from '../theme-slice';

/**
 * The colour switcher (shown only when the multi-colour option is on): 10 colours in two rows of
 * 5, light/dark, rounded/flat. A colour or light/dark change is stored and reloads the page after
 * 500 ms; a radius change applies in place.
 */
export function ColorSwitcher() {
  const { t } = useTranslation('theme');
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectThemeColor);
  const radius = useAppSelector(selectThemeRadius);
  const { mode, color } = splitThemeColor(isThemeColorId(stored) ? stored : DEFAULT_THEME_COLOR);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const radiusLabel = useId();

  const pick = (nextMode: ThemeMode, nextColor: ThemeColor) => {
    if (nextMode !== mode || nextColor !== color)
      dispatch(themeColorChanged(themeColorId(nextMode, nextColor)));
  };

  return (
    <>
      <Fab
        size="small"
        color="primary"
        aria-label={t('switcher.open')}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'fixed', right: 16, top: '50%', zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <PaletteOutlined />
      </Fab>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        transitionDuration={DROPDOWN_TRANSITION_MS}
        anchorOrigin={{ vertical: 'center', horizontal: 'left' }}
        transformOrigin={{ vertical: 'center', horizontal: 'right' }}
      >
        <Paper sx={{ p: 2, width: 260 }} role="group" aria-label={t('switcher.title')}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {t('switcher.title')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1, mb: 2 }}>
            {THEME_COLORS.map((name) => (
              <ButtonBase
                key={name}
                aria-label={t(`colors.${name}`)}
                aria-pressed={name === color}
                onClick={() => pick(mode, name)}
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: THEME_PALETTES[name].primary,
                  border: 3,
                  borderColor: name === color ? 'text.primary' : 'transparent',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              />
            ))}
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(event) => pick(event.target.checked ? 'dark' : 'light', color)}
              />
            }
            label={t('switcher.dark')}
          />
          <Typography id={radiusLabel} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('switcher.radius')}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={radiusLabel}
            value={radius}
            onChange={(event) => dispatch(themeRadiusChanged(event.target.value as ThemeRadius))}
          >
            <FormControlLabel value="rounded" control={<Radio />} label={t('switcher.rounded')} />
            <FormControlLabel value="flat" control={<Radio />} label={t('switcher.flat')} />
          </RadioGroup>
        </Paper>
      </Popover>
    </>
  );
}
