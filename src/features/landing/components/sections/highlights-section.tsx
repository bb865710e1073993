import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { HIGHLIGHTS } from '../../landing-sections';
import { HighlightCard } from '../highlight-card';
import { LandingSection } from '../landing-section';

// Swiper and its styles travel in their own chunk, fetched only by the landing page.
const HighlightsCarousel = lazy(() =>
  import(/* webpackChunkName: "swiper" */ '../highlights-carousel').then((m) => ({
    default: m.HighlightsCarousel,
  })),
);

/** The highlights without the carousel: all of them in a grid. */
function HighlightsGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3.75,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(4, 1fr)',
        },
      }}
    >
      {HIGHLIGHTS.map((highlight) => (
        <HighlightCard key={highlight} highlight={highlight} />
      ))}
    </Box>
  );
}

/**
 * Swiper's breakpoints are window media queries: a browser without `matchMedia` (some embedded
 * views) gets the grid rather than a carousel that cannot lay itself out.
 */
function carouselSupported(): boolean {
  return typeof window.matchMedia === 'function';
}

/** The 8 highlights in a carousel; the grid while it loads, or if it could not be loaded. */
export function HighlightsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id="highlights"
      title={t('highlights.title')}
      subtitle={t('highlights.subtitle')}
    >
      {carouselSupported() ? (
        <ErrorBoundary fallback={<HighlightsGrid />}>
          <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 300 }} />}>
            <HighlightsCarousel />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <HighlightsGrid />
      )}
    </LandingSection>
  );
}
