import { HIGHLIGHTS_CAROUSEL, slidesPerViewAt } from '../utils/carousel-config';

describe('the highlights carousel configuration', () => {
  it('puts its slides 30 px apart', () => {
    expect(HIGHLIGHTS_CAROUSEL.spaceBetween).toBe(30);
  });

  it.each([
    [1920, 4],
    [1366, 4],
    [1200, 4],
    [1199, 3],
    [992, 3],
    [991, 2],
    [600, 2],
    [599, 1],
    [500, 1],
    [320, 1],
  ])('shows at %i px wide %i slides', (width, slides) => {
    expect(slidesPerViewAt(width)).toBe(slides);
  });

  it('reads breakpoints as minimum widths, the widest one reached winning', () => {
    const config = {
      slidesPerView: 1,
      breakpoints: { 900: { slidesPerView: 5 }, 300: { slidesPerView: 2 } },
    };
    expect(slidesPerViewAt(299, config)).toBe(1);
    expect(slidesPerViewAt(300, config)).toBe(2);
    expect(slidesPerViewAt(1000, config)).toBe(5);
  });
});
