import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useGetZoneQuery } from '@/api/zones';
import type { Zone } from '@/api/zones';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { RecordLoader } from '../record-loader';
import { makeZone } from './list-harness';

const session = signedInState();

function ZoneScreen() {
  return (
    <RecordLoader<Zone> useRecord={useGetZoneQuery}>{(zone) => <h1>{zone.name}</h1>}</RecordLoader>
  );
}

const render = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/zones/:id" element={<ZoneScreen />} />
    </Routes>,
    { route, preloadedState: session },
  );

describe('RecordLoader', () => {
  it('loads the record of the route id and hands it over', async () => {
    const http = fakeFetch([
      { method: 'GET', path: '/api/zones/7', reply: reply(200, makeZone(7, 'Centro')) },
    ]);
    render('/zones/7');
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Centro' })).toBeVisible();
    expect(http.callsTo('GET', '/api/zones/7')).toHaveLength(1);
  });

  it('shows not-found for an id that is not one, without asking, and for an unknown id', async () => {
    const http = fakeFetch([
      { method: 'GET', path: '/api/zones/99', reply: reply(404, { message: 'No encontrado' }) },
    ]);
    const { unmount } = render('/zones/abc');
    expect(
      screen.getByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
    unmount();

    render('/zones/99');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este registro' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toBeVisible();
  });

  it('offers a retry when the record could not be loaded', async () => {
    let failing = true;
    fakeFetch([
      {
        method: 'GET',
        path: '/api/zones/7',
        reply: () =>
          failing ? reply(500, { message: 'Error' }) : reply(200, makeZone(7, 'Centro')),
      },
    ]);
    const { user } = render('/zones/7');
    expect(
      await screen.findByText(
        'No se pudo cargar el registro. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    ).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Centro' })).toBeVisible();
  });

  it('never shows the record of the previous id while the next one loads', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeFetch([
      { method: 'GET', path: '/api/zones/7', reply: reply(200, makeZone(7, 'Centro')) },
      {
        method: 'GET',
        path: '/api/zones/8',
        reply: async () => {
          await slow;
          return reply(200, makeZone(8, 'Norte'));
        },
      },
    ]);
    const { router } = render('/zones/7');
    expect(await screen.findByRole('heading', { name: 'Centro' })).toBeVisible();
    await act(() => router.navigate('/zones/8'));
    expect(screen.queryByRole('heading', { name: 'Centro' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Norte' })).toBeVisible());
  });
});
