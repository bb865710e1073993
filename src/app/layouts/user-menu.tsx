import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { profilePath } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { selectUserDisplayName } from '@/features/auth/selectors';
import { useAppSelector } from '@/store/hooks';

/** Avatar and name; opens a panel with the profile link and logout (server call first). */
export function UserMenu({ guard }: { guard: boolean }) {
  const { t } = useTranslation('common');
  const name = useAppSelector(selectUserDisplayName);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => setAnchor(null);
  const initial = name ? name.trim().charAt(0).toUpperCase() : '';

  return (
    <>
      <Button
        color="inherit"
        aria-label={name ? t('user.menuOf', { name }) : t('user.menu')}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }} aria-hidden="true">
          {initial ? (
            // drawn by CSS, not text: the button's visible text is the name alone, so its
            // accessible name (which includes the name) matches what is seen
            <Box
              component="span"
              data-initial={initial}
              sx={{ '&::before': { content: 'attr(data-initial)' } }}
            />
          ) : (
            <PersonOutline fontSize="small" />
          )}
        </Avatar>
        {name && (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {name}
          </Box>
        )}
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Stack sx={{ p: 1 }} spacing={1}>
          {name && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 0.5 }}>
              {t('user.signedInAs', { name })}
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={profilePath(guard)}
            startIcon={<PersonOutline />}
            onClick={close}
            sx={{ justifyContent: 'flex-start' }}
          >
            {t('user.profile')}
          </Button>
          <Divider />
          <LogoutButton />
        </Stack>
      </Popover>
    </>
  );
}
