import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import type { Highlight } from '../landing-sections';

const ICONS: Record<Highlight, ReactElement> = {
  dashboard: <DashboardOutlined fontSize="inherit" />,
  orders: <LocalShippingOutlined fontSize="inherit" />,
  search: <SearchOutlined fontSize="inherit" />,
  exports: <FileDownloadOutlined fontSize="inherit" />,
  wallets: <AccountBalanceWalletOutlined fontSize="inherit" />,
  starClients: <StarOutlined fontSize="inherit" />,
  prices: <PriceChangeOutlined fontSize="inherit" />,
  roles: <AdminPanelSettingsOutlined fontSize="inherit" />,
};

/** One highlight: its icon, title and a short text (in the carousel or, without it, a grid). */
export function HighlightCard({ highlight }: { highlight: Highlight }) {
  const { t } = useTranslation('landing');
  return (
    <Paper
      variant="outlined"
      // Swiper's wrapper is content-box and the baseline makes boxes inherit it: keep the padding
      // inside the slide's height
      sx={{
        boxSizing: 'border-box',
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontSize: 26,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {ICONS[highlight]}
      </Box>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {t(`highlights.items.${highlight}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`highlights.items.${highlight}.text`)}
      </Typography>
    </Paper>
  );
}
