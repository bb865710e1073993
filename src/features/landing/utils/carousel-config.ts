import type { SwiperOptions } from 'swiper/types';

// The highlights carousel (SPEC 2): 4 slides per view 30 px apart; 3 under 1200 px, 2 under 992,
// 1 under 600. Swiper's breakpoints are minimum window widths, so the narrowest case is the base
// and each key is where the next step starts. Types only: this module stays free of Swiper's code.

export const HIGHLIGHTS_CAROUSEL = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: {
    600: { slidesPerView: 2 },
    992: { slidesPerView: 3 },
    1200: { slidesPerView: 4 },
  },
} satisfies SwiperOptions;

/** Slides per view at a window width, read the way Swiper reads its breakpoints. */
export function slidesPerViewAt(
  width: number,
  config: Pick<SwiperOptions, 'slidesPerView' | 'breakpoints'> = HIGHLIGHTS_CAROUSEL,
): number | 'auto' | undefined {
  const reached = Object.keys(config.breakpoints ?? {})
    .map(Number)
    .filter((point) => !Number.isNaN(point) && point <= width)
    .sort((a, b) => a - b);
  const last = reached.at(-1);
  const step = last === undefined ? undefined : config.breakpoints?.[last];
  return step?.slidesPerView ?? config.slidesPerView;
}
