import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * An administrator does not drive (a route's driver is an employee): the screen says whose it is
 * and leads to the dispatch board, where the routes are followed.
 */
export function ForDriversOnly() {
  const { t } = useTranslation('driver');
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('route.forDrivers')}</Typography>
        <Button
          component={RouterLink}
          to="../orders/board"
          relative="path"
          variant="outlined"
          sx={{ minHeight: 44 }}
        >
          {t('actions.board')}
        </Button>
      </Stack>
    </Paper>
  );
}
