import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { HIGHLIGHTS } from '../landing-sections';
import { HIGHLIGHTS_CAROUSEL } from '../utils/carousel-config';
import { HighlightCard } from './highlight-card';

// Swiper fills `{{index}}` and `{{slidesLength}}` in its own messages: the translations hand the
// placeholders through untouched.
const SWIPER_PLACEHOLDERS = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

/** Swiper's own slide transition, in milliseconds. */
const SLIDE_SPEED = 300;

/**
 * The highlights carousel: the only module that imports Swiper, so Swiper and its styles arrive in
 * their own chunk with the landing page and nowhere else. Keyboard arrows, buttons and bullets
 * move it; each slide is announced as "n of 8". A user who asked for reduced motion sees it jump
 * rather than slide.
 */
export function HighlightsCarousel() {
  const { t } = useTranslation('landing');
  const rtl = useTheme().direction === 'rtl';
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  // The controls are children of the carousel, so their refs are set by the time Swiper starts.
  // Both sets of parameters get them: below the first breakpoint Swiper falls back to the
  // original ones.
  const attachControls = (swiper: SwiperInstance) => {
    for (const params of [swiper.params, swiper.originalParams]) {
      if (params.navigation) {
        params.navigation.prevEl = prev.current;
        params.navigation.nextEl = next.current;
      }
      if (params.pagination) params.pagination.el = bullets.current;
    }
  };

  return (
    <Box
      sx={(theme) => ({
        '--swiper-theme-color': theme.palette.primary.main,
        '--swiper-pagination-bullet-inactive-color': theme.palette.text.primary,
        '--swiper-pagination-bullet-size': '10px',
        '--swiper-pagination-bullet-horizontal-gap': '6px',
        '& .swiper-slide': { height: 'auto' },
        // Swiper disables the buttons at either end with the native attribute and its own class
        '& .swiper-button-disabled': { color: theme.palette.action.disabled },
        '& .swiper-pagination-bullet:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 3,
        },
      })}
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        {...HIGHLIGHTS_CAROUSEL}
        speed={reducedMotion ? 0 : SLIDE_SPEED}
        navigation={{ prevEl: null, nextEl: null }}
        pagination={{ el: null, clickable: true }}
        // PageUp and PageDown keep scrolling the page; the arrows move the carousel while it is seen
        keyboard={{ enabled: true, onlyInViewport: true, pageUpDown: false }}
        a11y={{
          enabled: true,
          containerRole: 'region',
          containerMessage: t('highlights.carousel.label'),
          containerRoleDescriptionMessage: t('highlights.carousel.roleDescription'),
          itemRoleDescriptionMessage: t('highlights.carousel.slideRoleDescription'),
          slideLabelMessage: t('highlights.carousel.slideLabel', SWIPER_PLACEHOLDERS),
          prevSlideMessage: t('highlights.carousel.previous'),
          nextSlideMessage: t('highlights.carousel.next'),
          firstSlideMessage: t('highlights.carousel.first'),
          lastSlideMessage: t('highlights.carousel.last'),
          paginationBulletMessage: t('highlights.carousel.bullet', SWIPER_PLACEHOLDERS),
        }}
        onBeforeInit={attachControls}
      >
        {HIGHLIGHTS.map((highlight) => (
          <SwiperSlide key={highlight} data-highlight={highlight}>
            <HighlightCard highlight={highlight} />
          </SwiperSlide>
        ))}
        <Box
          slot="container-end"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
        >
          <IconButton ref={prev} aria-label={t('highlights.carousel.previous')} color="primary">
            {rtl ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
          <Box
            ref={bullets}
            sx={{
              position: 'static !important',
              width: 'auto !important',
              display: 'flex',
              alignItems: 'center',
            }}
          />
          <IconButton ref={next} aria-label={t('highlights.carousel.next')} color="primary">
            {rtl ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Box>
      </Swiper>
    </Box>
  );
}
