import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { menuButtonClicked, selectMainPanel } from '../menu-slice';
import { MENU_BUTTON_ATTRIBUTE } from './side-menu';

/** The header's menu button: cycles the menu (modulo 4) or, on mobile, shows the panel. */
export function MenuButton({ controls }: { controls: string }) {
  const { t } = useTranslation('menu');
  const dispatch = useAppDispatch();
  const main = useAppSelector(selectMainPanel);
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={t('toggle')}
      aria-controls={controls}
      aria-expanded={main !== 'hidden'}
      {...{ [MENU_BUTTON_ATTRIBUTE]: '' }}
      onClick={() => dispatch(menuButtonClicked())}
    >
      <MenuIcon />
    </IconButton>
  );
}
