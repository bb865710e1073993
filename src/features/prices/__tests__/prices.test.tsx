import { screen, waitFor, within } from '@testing-library/react';
import type { AveragePrice, Price, PriceHistory } from '@/api/prices';
import { changeLanguage } from '@/lib/i18n/i18n';
import { clearDay, findDayField, typeDay } from '@/testing/day-field';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { employeeSession, page, stamp, zones } from './price-fixtures';

// the lazy screens compile on their first visit
jest.setTimeout(30_000);

const price = (overrides: Partial<Price>): Price => ({
  id: 7,
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
  product: 'cylinder_20kg',
  price: 495.5,
  effective_from: '2026-10-04',
  user_add: 1,
  user_add_name: 'Ana López',
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
  ...overrides,
});

const average: AveragePrice = {
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
  product: 'cylinder_20kg',
  average_price: 490.25,
  days_covered: 31,
  min_price: 480,
  max_price: 495.5,
  price_at_end: 495.5,
  orders_count: 12,
  orders_average_price: 489,
};

const history: PriceHistory = {
  from: '2026-10-01',
  to: '2026-10-31',
  series: [
    {
      zone_id: 1,
      zone_name: 'Guadalajara Centro',
      product: 'cylinder_20kg',
      steps: [
        { from: '2026-10-01', to: '2026-10-03', price: 480, price_id: 6 },
        { from: '2026-10-04', to: '2026-10-31', price: 495.5, price_id: 7 },
      ],
      maximums: [],
    },
  ],
};

const baseRoutes: FakeRoute[] = [
  { method: 'GET', path: '/api/zones/all', reply: reply(200, zones) },
  { method: 'GET', path: /^\/api\/prices\/paginated\//, reply: reply(200, page([price({})])) },
  { method: 'GET', path: /^\/api\/prices\/average\//, reply: reply(200, [average]) },
  { method: 'GET', path: /^\/api\/prices\/history\//, reply: reply(200, history) },
];

describe('average price management', () => {
  it('sends the filter to the records, the averages and the chart, and shows the weighted average', async () => {
    const http = fakeFetch(baseRoutes);
    renderApp({
      route: '/prices?zone=1&product=cylinder_20kg&from=2026-10-01&to=2026-10-31',
      preloadedState: signedInState(),
    });
    await screen.findByRole(
      'heading',
      { name: 'Gestión de precio promedio', level: 1 },
      { timeout: 5000 },
    );
    const averages = await screen.findByRole('table', {
      name: 'Precio promedio por zona y producto',
    });
    expect(within(averages).getAllByRole('row')[1]).toHaveTextContent(
      /Guadalajara Centro.*Cilindro 20 kg.*\$490\.25.*31.*\$480\.00.*\$495\.50.*\$495\.50/,
    );
    const [records] = http.callsTo('GET', /^\/api\/prices\/paginated\//);
    expect(records?.path).toMatch(/zone_id=1/);
    expect(records?.path).toMatch(/product=cylinder_20kg/);
    expect(records?.path).toMatch(/from=2026-10-01/);
    expect(
      http.callsTo('GET', /^\/api\/prices\/average\/2026-10-01\/2026-10-31\?/)[0]?.path,
    ).toMatch(/zone_id=1&product=cylinder_20kg|product=cylinder_20kg&zone_id=1/);
    expect(
      await screen.findByRole('figure', {
        name: /^Gráfica de líneas del precio de Cilindro 20 kg del 1 de octubre de 2026 al 31 de octubre de 2026.*Guadalajara Centro: de \$480\.00 a \$495\.50\.$/,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo precio' })).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Máximos regulados' }),
    ).toHaveAttribute('href', '/prices/maximums');
  });

  it('shows employees the figures without the means to change them', async () => {
    fakeFetch(baseRoutes);
    renderApp({ route: '/prices', preloadedState: employeeSession });
    await screen.findByRole(
      'table',
      { name: 'Precio promedio por zona y producto' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('link', { name: 'Nuevo precio' })).not.toBeInTheDocument();
  });

  it('checks a new price before sending, and shows the regulated maximum refusal at the price', async () => {
    const http = fakeFetch([
      {
        method: 'POST',
        path: '/api/prices',
        reply: reply(422, {
          message: 'El precio supera el máximo regulado de la semana.',
          errors: { price: ['El precio supera el máximo regulado de la semana ($480.00).'] },
        }),
      },
      ...baseRoutes,
    ]);
    const { user } = renderApp({ route: '/prices/new', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Nuevo precio', level: 1 }, { timeout: 5000 });
    await screen.findByRole('option', { name: 'Zapopan' });
    const amount = screen.getByLabelText(/Precio unitario/);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(screen.getByRole('combobox', { name: /Zona/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio',
    );
    expect(amount).toHaveAccessibleDescription(/hasta dos decimales/);
    expect(http.callsTo('POST', '/api/prices')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Zona/ }), 'Zapopan');
    await user.selectOptions(screen.getByRole('combobox', { name: /Producto/ }), 'Cilindro 20 kg');
    await user.clear(amount);
    await user.type(amount, '510.00');
    // the day it takes effect, typed as Spanish writes it, is sent as the API reads it
    const day = await findDayField(/Vigente desde/);
    await clearDay(user, day);
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(day).toHaveAccessibleDescription('Este campo es obligatorio');
    await typeDay(user, day, '04102026');
    expect(day).toHaveTextContent('04/10/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    await waitFor(() => expect(http.callsTo('POST', '/api/prices')).toHaveLength(1));
    expect(http.callsTo('POST', '/api/prices')[0]?.body).toMatchObject({
      zone_id: 2,
      product: 'cylinder_20kg',
      price: 510,
      effective_from: '2026-10-04',
    });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'El precio supera el máximo regulado de la semana ($480.00).',
      ),
    );
  });
});

/** The weekly regulated maximums (unit prices) of October 2026, one value per week. */
const weeks = (...maxima: number[]): PriceHistory['series'][number]['maximums'] =>
  maxima.map((max, index) => {
    const start = new Date(Date.UTC(2026, 8, 27 + 7 * index));
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return {
      week_start: start.toISOString().slice(0, 10),
      week_end: end.toISOString().slice(0, 10),
      max: max / 20,
      max_unit_price: max,
    };
  });

/** Two zones of the 20 kg cylinder, one of the 30 kg, with their maximums. */
const zonesHistory: PriceHistory = {
  from: '2026-10-01',
  to: '2026-10-31',
  series: [
    {
      ...(history.series[0] as PriceHistory['series'][number]),
      maximums: weeks(500, 510, 510, 520, 520),
    },
    {
      zone_id: 2,
      zone_name: 'Zapopan',
      product: 'cylinder_20kg',
      steps: [
        { from: '2026-10-01', to: '2026-10-17', price: 470, price_id: 8 },
        { from: '2026-10-18', to: '2026-10-31', price: 478.25, price_id: 9 },
      ],
      maximums: weeks(505, 505, 505, 505, 505),
    },
    {
      zone_id: 1,
      zone_name: 'Guadalajara Centro',
      product: 'cylinder_30kg',
      steps: [{ from: '2026-10-01', to: '2026-10-31', price: 740, price_id: 10 }],
      maximums: weeks(765, 765, 765, 765, 765),
    },
  ],
};

const CHART_ROUTE = '/prices?from=2026-10-01&to=2026-10-31';

async function openChart(language?: 'en-US' | 'en-EN') {
  if (language) await changeLanguage(language);
  fakeFetch([
    { method: 'GET', path: /^\/api\/prices\/history\//, reply: reply(200, zonesHistory) },
    ...baseRoutes,
  ]);
  // the store starts in the language as after a reload (the direction follows it)
  const session = signedInState();
  const view = renderApp({
    route: CHART_ROUTE,
    preloadedState: language ? { ...session, language: { code: language } } : session,
  });
  const figure = await screen.findByRole('figure', undefined, { timeout: 10_000 });
  return { ...view, figure };
}

/** The y coordinates a line path of the chart goes through. */
function pathYs(figure: HTMLElement, series: string): number[] {
  const path = figure.querySelector(`path.MuiLineChart-line[data-series="${series}"]`);
  const d = path?.getAttribute('d') ?? '';
  return [...d.matchAll(/[ML][\d.-]+,([\d.-]+)/g)].map((match) => Number(match[1]));
}

const tickLabels = (figure: HTMLElement, axis: 'X' | 'Y') =>
  [...figure.querySelectorAll(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-tickLabel`)].map(
    (tick) => tick.textContent,
  );

describe('the price chart', () => {
  it('draws a line per zone and the regulated maximum as a reference line above it', async () => {
    const { figure } = await openChart();
    expect(figure).toHaveAccessibleName(
      'Gráfica de líneas del precio de Cilindro 20 kg del 1 de octubre de 2026 al 31 de octubre de 2026, una línea por zona, con el máximo regulado como línea de referencia discontinua. Guadalajara Centro: de $480.00 a $495.50, con un máximo regulado de $520.00 al final; Zapopan: de $470.00 a $478.25, con un máximo regulado de $505.00 al final.',
    );
    expect(
      screen.getByRole('heading', { name: 'Precio en el tiempo: Cilindro 20 kg' }),
    ).toBeVisible();
    // a price line and a maximum line per zone, named in the legend
    await waitFor(() =>
      expect(
        [...figure.querySelectorAll('path.MuiLineChart-line')].map((path) =>
          path.getAttribute('data-series'),
        ),
      ).toEqual(['price-1', 'maximum-1', 'price-2', 'maximum-2']),
    );
    const legend = within(figure).getByRole('list', { name: 'Leyenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Guadalajara Centro', 'Zapopan', 'Máximo regulado']);
    // each zone's maximum runs above its price, all along (smaller y is higher up)
    for (const zone of ['1', '2']) {
      const prices = pathYs(figure, `price-${zone}`);
      const maximums = pathYs(figure, `maximum-${zone}`);
      expect(prices.length).toBeGreaterThan(1);
      expect(Math.max(...maximums)).toBeLessThan(Math.min(...prices));
    }
    // the maximum steps up where a new week's maximum is higher: not a flat average
    expect(new Set(pathYs(figure, 'maximum-1')).size).toBeGreaterThan(1);
    expect(new Set(pathYs(figure, 'maximum-2')).size).toBe(1);

    // the price axis spans the prices and maximums, not from zero, in pesos and cents
    const ticks = tickLabels(figure, 'Y');
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toMatch(/^\$\d{3}\.\d{2}$/);
    const values = ticks.map((tick) => Number(tick.replace('$', '')));
    expect(Math.min(...values)).toBeGreaterThan(460);
    expect(Math.max(...values)).toBeLessThan(530);
  });

  it('charts another product on demand, and shows the same figures as a table', async () => {
    const { user, figure } = await openChart();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Producto de la gráfica' }),
      'Cilindro 30 kg',
    );
    await waitFor(() =>
      expect(figure).toHaveAccessibleName(
        /^Gráfica de líneas del precio de Cilindro 30 kg .*Guadalajara Centro: de \$740\.00 a \$740\.00, con un máximo regulado de \$765\.00 al final\.$/,
      ),
    );
    await waitFor(() => expect(figure.querySelectorAll('path.MuiLineChart-line')).toHaveLength(2));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Producto de la gráfica' }),
      'Cilindro 20 kg',
    );

    await user.click(screen.getByRole('button', { name: 'Ver tabla' }));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Precios y máximos regulados de Cilindro 20 kg en el periodo',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Guadalajara Centro1 de octubre de 20263 de octubre de 2026$480.00$500.00',
      'Guadalajara Centro4 de octubre de 202617 de octubre de 2026$495.50$510.00',
      'Guadalajara Centro18 de octubre de 202631 de octubre de 2026$495.50$520.00',
      'Zapopan1 de octubre de 202617 de octubre de 2026$470.00$505.00',
      'Zapopan18 de octubre de 202631 de octubre de 2026$478.25$505.00',
    ]);
    await user.click(screen.getByRole('button', { name: 'Ver gráfica' }));
    expect(await screen.findByRole('figure', { name: /Cilindro 20 kg/ })).toBeVisible();
  });

  it('writes the price ticks in the format of the interface language', async () => {
    const { figure } = await openChart('en-US');
    expect(figure).toHaveAccessibleName(
      /^Line chart of the price of Cylinder 20 kg from October 1, 2026/,
    );
    await waitFor(() => expect(tickLabels(figure, 'Y').length).toBeGreaterThan(2));
    for (const tick of tickLabels(figure, 'Y')) expect(tick).toMatch(/^MX\$\d{3}\.\d{2}$/);
    expect(figure.querySelector('.MuiChartsAxis-directionY')).toHaveClass('MuiChartsAxis-left');
  });

  it('puts the price axis on the right in a right-to-left language', async () => {
    const { figure } = await openChart('en-EN');
    await waitFor(() =>
      expect(figure.querySelector('.MuiChartsAxis-directionY')).toHaveClass('MuiChartsAxis-right'),
    );
  });
});
