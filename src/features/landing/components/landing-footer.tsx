import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import LocalGasStation from '@mui/icons-material/LocalGasStation';

/** The page's own footer (the one place with the brand, the year and the way back up). */
export function LandingFooter({ onBackToTop }: { onBackToTop: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 4 }}
    >
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LocalGasStation color="primary" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Box>
        <Button color="inherit" onClick={onBackToTop} startIcon={<KeyboardArrowUp />}>
          {t('actions.backToTop')}
        </Button>
      </Container>
    </Box>
  );
}
