import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderApp, renderWithProviders } from '@/testing/render-with-providers';
import { LandingPage } from '../components/landing-page';
import { LANDING_SECTIONS } from '../landing-sections';

/** A window of `width` px for Swiper's breakpoints, with or without a wish for reduced motion. */
function stubMatchMedia(width: number, reducedMotion = false) {
  window.matchMedia = jest.fn((query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query)?.[1];
    const matches =
      minWidth !== undefined
        ? width >= Number(minWidth)
        : query.includes('prefers-reduced-motion')
          ? reducedMotion
          : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(() => false),
    };
  });
}

const scrollTo = jest.fn();

beforeEach(() => {
  stubMatchMedia(1366);
  scrollTo.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  // jsdom lays nothing out: a page long enough for every section to reach its scroll position
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

async function renderLanding() {
  const view = renderWithProviders(<LandingPage adminRoot="/app" />);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Tu distribuidora de gas LP, bajo control',
  });
  return view;
}

/**
 * jsdom applies no media query, so the page is as narrow as a phone: the section menu sits behind
 * its button.
 */
async function openMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Menú de secciones' }));
  return screen.getByRole('navigation', { name: 'Secciones de la página' });
}

describe('the landing page', () => {
  it('has its landmarks, every section with its heading, and the heading levels in order', async () => {
    const { container, user } = await renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = await openMenu(user);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Inicio', 'Características', 'Pantallas', 'Componentes', 'Aplicaciones', 'Temas']);
    for (const section of [...LANDING_SECTIONS, 'buy-now'])
      expect(container.querySelector(`section#${section}`)).not.toBeNull();
    for (const name of [
      'Lo más destacado',
      'Todo lo que tu operación necesita',
      'Pantallas pensadas para el trabajo diario',
      'Componentes que se comportan igual en todas partes',
      'Aplicaciones',
      'Diez temas, claros y oscuros',
      '¿Listo para empezar?',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('offers buy and view now: buy goes to the buy-now block, view now to the admin root', async () => {
    await renderLanding();
    expect(screen.getAllByRole('button', { name: 'Comprar' })).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: 'Ver ahora' }))
      expect(link).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/sistema/login',
    );
  });

  it('shows 5 feature blocks with the drawing on alternating sides, 12 screens and the components image', async () => {
    await renderLanding();
    const features = screen.getAllByRole('article');
    expect(features).toHaveLength(5);
    expect(features.map((feature) => feature.dataset.imageSide)).toEqual([
      'start',
      'end',
      'start',
      'end',
      'start',
    ]);
    for (const feature of features) expect(within(feature).getByRole('img')).toHaveAccessibleName();
    const layouts = screen.getByRole('region', {
      name: 'Pantallas pensadas para el trabajo diario',
    });
    expect(within(layouts).getAllByRole('figure')).toHaveLength(12);
    expect(within(layouts).getAllByRole('img')).toHaveLength(12);
    expect(within(layouts).getByText('Tablero').tagName).toBe('FIGCAPTION');
    expect(
      screen.getByRole('img', { name: /^Hoja de componentes: botones, campos/ }),
    ).toBeInTheDocument();
  });

  it('shows the 10 colour themes in light and dark, in the order of the specification', async () => {
    await renderLanding();
    const themes = screen.getByRole('region', { name: 'Diez temas, claros y oscuros' });
    const figures = within(themes).getAllByRole('figure');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      'Azul marino',
      'Azul olímpico',
      'Azul Yale',
      'Verde musgo',
      'Verde lima',
      'Naranja zanahoria',
      'Rojo rubí',
      'Morado monstruo',
      'Gris acero',
      'Amarillo granola',
    ]);
    expect(
      within(figures[0] as HTMLElement)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Tema Azul marino, versión clara', 'Tema Azul marino, versión oscura']);
    expect(within(themes).getAllByRole('img')).toHaveLength(20);
  });

  it('loads the carousel with the 8 highlights, its buttons and its bullets', async () => {
    await renderLanding();
    const carousel = await screen.findByRole('region', { name: 'Lo más destacado de Gas LP' });
    const slides = carousel.querySelectorAll('.swiper-slide');
    expect(slides).toHaveLength(8);
    expect([...slides].map((slide) => slide.getAttribute('data-highlight'))).toEqual([
      'dashboard',
      'orders',
      'search',
      'exports',
      'wallets',
      'starClients',
      'prices',
      'roles',
    ]);
    expect(
      within(carousel).getByRole('heading', { name: 'Monedero por cliente' }),
    ).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(
      within(carousel).getAllByRole('button', { name: /^Ir a la diapositiva \d$/ }).length,
    ).toBeGreaterThan(0);
  });

  it('shows the highlights as a grid where the carousel cannot run', async () => {
    Reflect.deleteProperty(window, 'matchMedia');
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Lo más destacado' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(section.querySelector('.swiper')).toBeNull();
  });

  it('has the apps in tabs, each linking to its screen under the admin root', async () => {
    const { user } = await renderLanding();
    const tabs = screen.getByRole('tablist', { name: 'Aplicaciones' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Encuestas', 'Chat', 'Pendientes']);
    const expected = [
      ['Encuestas', 'Abrir encuestas', '/app/applications/survey'],
      ['Chat', 'Abrir clientes', '/app/applications/chat'],
      ['Pendientes', 'Abrir pedidos activos', '/app/applications/todo'],
    ] as const;
    for (const [tab, link, href] of expected) {
      await user.click(within(tabs).getByRole('tab', { name: tab }));
      expect(within(tabs).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel', { name: tab });
      expect(within(panel).getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('hides the top bar while scrolling down, and shows it scrolling up or for the keyboard', async () => {
    await renderLanding();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
      fireEvent.scroll(window);
    };
    try {
      scrollTo(800);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(790);
      expect(header).toHaveAttribute('data-hidden', 'false');
      scrollTo(1500);
      expect(header).toHaveAttribute('data-hidden', 'true');
      // the focus ring's ripple starts a moment after the focus: await it inside act
      await act(async () => {
        within(header).getByRole('button', { name: 'Comprar' }).focus();
        await Promise.resolve();
      });
      expect(header).toHaveAttribute('data-hidden', 'false');
    } finally {
      scrollTo(0);
    }
  });

  it('opens the mobile menu with its button and closes it on a click outside', async () => {
    const { user } = await renderLanding();
    const toggle = screen.getByRole('button', { name: 'Menú de secciones' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('jumps to a section, 150 px above it, when the user asks for reduced motion', async () => {
    stubMatchMedia(1366, true);
    const { user, container } = await renderLanding();
    const themes = container.querySelector<HTMLElement>('section#themes');
    if (!themes) throw new Error('no themes section');
    themes.getBoundingClientRect = () => ({ top: 2400 }) as DOMRect;
    await user.click(within(await openMenu(user)).getByRole('button', { name: 'Temas' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2250);
    expect(themes).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menú de secciones' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('otherwise scrolls there frame by frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { container, user } = await renderLanding();
    const features = container.querySelector<HTMLElement>('section#features');
    if (!features) throw new Error('no features section');
    features.getBoundingClientRect = () => ({ top: 1150 }) as DOMRect;
    const nav = await openMenu(user);
    await user.click(within(nav).getByRole('button', { name: 'Características' }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => frames.shift()?.(0));
    act(() => frames.shift()?.(325));
    act(() => frames.shift()?.(650));
    expect(scrollTo.mock.calls.map(([, y]) => Math.round(Number(y)))).toEqual([0, 500, 1000]);
    expect(frames).toHaveLength(0);
    raf.mockRestore();
  });
});

describe('the applications shortcuts of the main area', () => {
  it.each([
    ['/app/applications/survey', '/app/reports/polls', ''],
    ['/app/applications/todo', '/app/orders', ''],
    ['/app/applications/chat', '/app/users', '?type=usuario'],
  ])('%s opens %s%s', async (from, pathname, search) => {
    fakeFetch([]);
    const { router } = renderApp({ route: from, guard: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });
});
