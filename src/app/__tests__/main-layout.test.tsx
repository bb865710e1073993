import { act, fireEvent, screen, within } from '@testing-library/react';
import { MENU_ITEMS } from '@/features/menu/menu-items';
import { signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { buildRoutes } from '../routes';
import type { RouteObject } from 'react-router-dom';

/** The paths of the main area's screens in the route table (guard on). */
function mainAreaPaths(): string[] {
  const root = buildRoutes({ guard: true })[0];
  const main = root?.children?.find((route: RouteObject) => route.path === '');
  return (main?.children ?? []).map((route) => (route.index ? '' : (route.path ?? '')));
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

describe('the main area shell', () => {
  afterEach(() => {
    jest.useRealTimers();
    setWidth(1024);
  });

  it('offers a menu entry exactly for the screens that exist (no dead links)', () => {
    const routed = mainAreaPaths();
    for (const item of MENU_ITEMS)
      expect([item.id, routed.includes(item.path)]).toEqual([item.id, item.ready]);
  });

  it('the menu button hides and shows the main panel; on mobile it shows it temporarily', async () => {
    setWidth(1920);
    const { user } = renderApp({ route: '/', preloadedState: signedInState() });
    const button = await screen.findByRole('button', { name: 'Mostrar u ocultar el menú' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    act(() => setWidth(600));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('link', { name: 'Inicio' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts show on the body after 1000 ms and default-transition after 1500 ms', async () => {
    document.body.classList.remove('show', 'default-transition');
    jest.useFakeTimers();
    renderApp({ route: '/', preloadedState: signedInState() });
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(document.body).not.toHaveClass('show');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(document.body).toHaveClass('show');
    expect(document.body).not.toHaveClass('default-transition');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(document.body).toHaveClass('default-transition');
  });

  it('unpins the header when scrolling down past it and pins it when scrolling up', async () => {
    renderApp({ route: '/', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Hola, Ana López' });
    const header = document.querySelector('[data-header-state]');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    expect(header).toHaveAttribute('data-header-state', 'unfixed');
    act(() => scrollTo(300));
    expect(header).toHaveAttribute('data-header-state', 'unpinned');
    act(() => scrollTo(290));
    expect(header).toHaveAttribute('data-header-state', 'pinned');
    act(() => scrollTo(0));
    expect(header).toHaveAttribute('data-header-state', 'unfixed');
  });
});
