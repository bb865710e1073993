import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PageLoader } from '@/components/feedback/page-loader';
import { CompactLanguageSelect } from '@/features/theme/components/compact-language-select';

/** `/sistema`: login and the related pages, centred on the page, the language choice in a corner. */
export function UserAreaLayout() {
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <Box
        sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, color: 'primary.contrastText' }}
      >
        <CompactLanguageSelect />
      </Box>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
