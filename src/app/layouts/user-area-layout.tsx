import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PageLoader } from '@/components/feedback/page-loader';
import { CompactLanguageSelect } from '@/features/theme/components/compact-language-select';
import { languageChanged, selectLanguage } from '@/features/theme/language-slice';
import { takeLanguagePickedInShell } from '@/lib/login-shell/hand-over';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** `/sistema`: login and the related pages, centred on the page, the language choice in a corner. */
export function UserAreaLayout() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  // a language picked in the login shell before the app took it over (the sign-in page, a child,
  // takes the shell over first)
  useLayoutEffect(() => {
    const picked = takeLanguagePickedInShell();
    if (picked !== null && picked !== language) dispatch(languageChanged(picked));
  }, [dispatch, language]);
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
