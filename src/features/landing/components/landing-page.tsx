import Box from '@mui/material/Box';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { BUY_NOW_SECTION } from '../landing-sections';
import { LandingFooter } from './landing-footer';
import { AppsSection } from './sections/apps-section';
import { BuyNowSection } from './sections/buy-now-section';
import { ComponentsSection } from './sections/components-section';
import { FeaturesSection } from './sections/features-section';
import { HeroSection } from './sections/hero-section';
import { HighlightsSection } from './sections/highlights-section';
import { LayoutsSection } from './sections/layouts-section';
import { ThemesSection } from './sections/themes-section';
import { TopBar } from './top-bar';

interface LandingPageProps {
  /** Root of the admin area: "Ver ahora" and the applications lead there. */
  adminRoot: string;
}

/**
 * The marketing page shown at the root when the auth guard is off (SPEC 2): top bar, hero,
 * highlights carousel, features, screens, components, applications, themes, buy now, footer.
 */
export function LandingPage({ adminRoot }: LandingPageProps) {
  const scrollToSection = useScrollToSection();
  const buy = () => scrollToSection(BUY_NOW_SECTION);

  return (
    <Box sx={{ bgcolor: 'background.default', overflowX: 'clip' }}>
      <TopBar onSection={scrollToSection} onBuy={buy} />
      <Box component="main">
        <HeroSection adminRoot={adminRoot} onBuy={buy} />
        <HighlightsSection />
        <FeaturesSection />
        <LayoutsSection />
        <ComponentsSection />
        <AppsSection adminRoot={adminRoot} />
        <ThemesSection />
        <BuyNowSection adminRoot={adminRoot} />
      </Box>
      <LandingFooter onBackToTop={() => scrollToSection('home')} />
    </Box>
  );
}
