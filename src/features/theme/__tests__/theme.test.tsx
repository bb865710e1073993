import { act, screen, waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import * as browser from '@/lib/browser/reload-page';
import { THEME_COLORS } from '@/lib/theme/colors';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { getContrastRatio } from '@mui/material/styles';
import { ComponentDefaults, withComponentDefaults } from '@/lib/theme/component-defaults';
import { createAppTheme } from '@/lib/theme/theme';
import { makeStore } from '@/store/store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ColorSwitcher } from '../components/color-switcher';
import { applyRadiusClass, loadTheme } from '../theme-rules';
import { initialThemeState, themeColorChanged, themeRadiusChanged } from '../theme-slice';

async function persistedStore() {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  return { store, persistor };
}

describe('theme rules', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(browser, 'reloadPage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    reload.mockRestore();
    jest.useRealTimers();
  });

  it('defaults to dark.blueyale, rounded, ltr', () => {
    expect(initialThemeState).toEqual({ color: 'dark.blueyale', radius: 'rounded' });
    const { theme, failed } = loadTheme('dark.blueyale', 'rounded', 'ltr');
    expect(failed).toBe(false);
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('ltr');
    expect(theme.shape.borderRadius).toBe(8);
  });

  it('builds the 10 colours in light and dark, rounded or flat', () => {
    for (const color of THEME_COLORS) {
      expect(
        createAppTheme({ color: `light.${color}`, radius: 'flat', direction: 'rtl' }),
      ).toMatchObject({
        palette: { mode: 'light' },
        shape: { borderRadius: 0 },
        direction: 'rtl',
      });
      expect(
        createAppTheme({ color: `dark.${color}`, radius: 'rounded', direction: 'ltr' }).palette
          .mode,
      ).toBe('dark');
    }
  });

  it('keeps text on primary and secondary surfaces readable (WCAG AA 4.5:1) in every theme', () => {
    for (const color of THEME_COLORS) {
      for (const mode of ['light', 'dark'] as const) {
        const { palette } = createAppTheme({
          color: `${mode}.${color}`,
          radius: 'rounded',
          direction: 'ltr',
        });
        for (const tone of [palette.primary, palette.secondary]) {
          expect(getContrastRatio(tone.main, tone.contrastText)).toBeGreaterThanOrEqual(4.5);
          // a contained button on hover
          expect(getContrastRatio(tone.dark, tone.contrastText)).toBeGreaterThanOrEqual(4.5);
          // the colour as text: links, tab labels, outlined and text buttons, on page and card
          for (const surface of [palette.background.default, palette.background.paper]) {
            expect(getContrastRatio(tone.main, surface)).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it('reports a failure for an unknown colour or radius and falls back to the default theme', () => {
    expect(loadTheme('dark.pinkpanther', 'rounded', 'ltr')).toMatchObject({
      failed: true,
      theme: { palette: { mode: 'dark' } },
    });
    expect(loadTheme('light.redruby', 'oval', 'ltr').failed).toBe(true);
  });

  it('persists under theme_color and theme_radius and reads them back', async () => {
    const first = await persistedStore();
    first.store.dispatch(themeRadiusChanged('flat'));
    await first.persistor.flush();
    expect(localStorage.getItem('theme_radius')).toBe('flat');
    expect(localStorage.getItem('theme_color')).toBe('dark.blueyale');

    localStorage.setItem('theme_color', 'light.greenlime');
    const second = await persistedStore();
    expect(second.store.getState().theme).toMatchObject({
      color: 'light.greenlime',
      radius: 'flat',
    });
  });

  it('stores a colour change and reloads the page after 500 ms', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(themeColorChanged('light.redruby'));
    expect(localStorage.getItem('theme_color')).toBe('light.redruby');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(reload).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('resets the stored theme and reloads when the stored theme fails to load', async () => {
    localStorage.setItem('theme_color', 'dark.unknown');
    localStorage.setItem('theme_radius', 'rounded');
    const { store } = await persistedStore();
    renderWithProviders(<p>app</p>, { store });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(store.getState().theme).toMatchObject(initialThemeState);
    expect(localStorage.getItem('theme_color')).not.toBe('dark.unknown');
  });

  it('toggles the rounded class on the body with the radius, in place', async () => {
    applyRadiusClass('flat');
    expect(document.body).not.toHaveClass('rounded');
    const { user, store } = renderWithProviders(<ColorSwitcher />);
    await user.click(await screen.findByRole('button', { name: 'Personalizar el tema' }));
    expect(document.body).toHaveClass('rounded');
    await user.click(await screen.findByRole('radio', { name: 'Rectas' }));
    expect(store.getState().theme.radius).toBe('flat');
    expect(document.body).not.toHaveClass('rounded');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers 10 colours and the dark switch; picking one stores it and reloads', async () => {
    const { user, store } = renderWithProviders(<ColorSwitcher />);
    await user.click(await screen.findByRole('button', { name: 'Personalizar el tema' }));
    const group = await screen.findByRole('group', { name: 'Colores del tema' });
    const swatches = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }));
    expect(group).toBeInTheDocument();
    expect(swatches).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Azul Yale' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Tema oscuro' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Rojo rubí' }));
    expect(store.getState().theme.color).toBe('dark.redruby');
    expect(localStorage.getItem('theme_color')).toBe('dark.redruby');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});

describe('the theme defaults (SPEC 9)', () => {
  function Tip() {
    return (
      <ComponentDefaults>
        <Tooltip title="Editar zona">
          <button type="button">Editar</button>
        </Tooltip>
      </ComponentDefaults>
    );
  }

  it('shows a tooltip on top at once on hover and on keyboard focus', async () => {
    const { user } = renderWithProviders(<Tip />);
    const button = screen.getByRole('button', { name: 'Editar zona' });
    await user.hover(button);
    const tip = await screen.findByRole('tooltip', {}, { timeout: 100 });
    expect(tip).toHaveTextContent('Editar zona');
    expect(tip).toHaveAttribute('data-popper-placement', 'top');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab();
    expect(await screen.findByRole('tooltip', {}, { timeout: 100 })).toHaveTextContent(
      'Editar zona',
    );
  });

  it('fades tooltips in 150 ms', () => {
    const theme = withComponentDefaults(
      createAppTheme({ color: 'dark.blueyale', radius: 'rounded', direction: 'ltr' }),
    );
    const tooltip = theme.components?.MuiTooltip?.defaultProps;
    expect(tooltip?.slots?.transition).toBe(Fade);
    expect(tooltip?.slotProps?.transition).toEqual({ timeout: 150 });
  });

  /** The open animation of the popover paper that a click showed (MUI's Grow: opacity's time). */
  const openingTime = async () => {
    const paper = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.MuiPopover-paper');
      if (!found) throw new Error('no popover open');
      return found;
    });
    return /opacity (\d+)ms/.exec(paper.style.transition)?.[1];
  };

  it('opens every dropdown and popover in 220 ms: the colour switcher, a menu, a select', async () => {
    // the colour switcher sits outside the main area; menus and selects inside it
    function Dropdowns() {
      const [anchor, setAnchor] = useState<HTMLElement | null>(null);
      return (
        <>
          <ColorSwitcher />
          <ComponentDefaults>
            <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
              Acciones
            </button>
            <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
              <MenuItem onClick={() => setAnchor(null)}>Editar</MenuItem>
            </Menu>
            <TextField select label="Zona" defaultValue="1">
              <MenuItem value="1">Centro</MenuItem>
              <MenuItem value="2">Norte</MenuItem>
            </TextField>
          </ComponentDefaults>
        </>
      );
    }
    const { user } = renderWithProviders(<Dropdowns />);
    await user.click(await screen.findByRole('button', { name: 'Personalizar el tema' }));
    expect(await openingTime()).toBe('220');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.MuiPopover-paper')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Acciones' }));
    expect(await openingTime()).toBe('220');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.MuiPopover-paper')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Zona' }));
    expect(await screen.findByRole('option', { name: 'Norte' })).toBeInTheDocument();
    expect(await openingTime()).toBe('220');
  });
});
