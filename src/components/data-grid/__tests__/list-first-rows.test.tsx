import { Profiler } from 'react';
import { configure, screen, within } from '@testing-library/react';
import { useGetZonesPaginatedQuery } from '@/api/zones';
import type { Zone } from '@/api/zones';
import { fakeFetch } from '@/testing/fake-fetch';
import { signedInState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DateRangeFilter } from '../date-range-filter';
import { ListPage } from '../list-page';
import type { ListColumn } from '../list-page';
import { useDateRangeFilter } from '../use-date-range-filter';
import { zonePage } from './list-harness';

// The DataGrid and the date pickers render whole: slow in jsdom on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const COLUMNS: ListColumn<Zone>[] = [{ field: 'name', headerName: 'Nombre', flex: 1 }];

function ZonesWithDates() {
  const dates = useDateRangeFilter();
  return (
    <ListPage<Zone>
      title="Zonas"
      columns={COLUMNS}
      useList={useGetZonesPaginatedQuery}
      rowLabel={(zone) => zone.name}
      toolbar={<DateRangeFilter dates={dates} />}
    />
  );
}

describe("a list's first rows", () => {
  it('are on screen before its date range fields, which the list does not wait for', async () => {
    fakeFetch([
      { method: 'GET', path: /^\/api\/zones\/paginated\//, reply: (r) => ({ body: zonePage(r) }) },
    ]);
    // a first visit: the page is then kept, and the pickers loaded (as a route's preload does)
    const first = renderWithProviders(<ZonesWithDates />, {
      route: '/zones',
      preloadedState: signedInState(),
    });
    expect(await screen.findByText('Zona 01')).toBeVisible();
    expect((await screen.findAllByLabelText('Desde')).length).toBeGreaterThan(0);
    first.unmount();

    // what the document shows at each commit of the screen
    const seen: { rows: boolean; dateField: boolean }[] = [];
    const look = () =>
      seen.push({
        rows: document.querySelector('[role="grid"] [role="row"][data-id]') !== null,
        dateField: [...document.querySelectorAll('label')].some(
          (label) => label.textContent === 'Desde',
        ),
      });
    renderWithProviders(
      <Profiler id="list" onRender={look}>
        <ZonesWithDates />
      </Profiler>,
      { route: '/zones', store: first.store },
    );
    const grid = await screen.findByRole('grid', { name: 'Zonas' });
    expect(await within(grid).findByText('Zona 01')).toBeVisible();
    expect((await screen.findAllByLabelText('Desde')).length).toBeGreaterThan(0);

    // the rows were shown while the date fields were not there yet
    expect(seen).toContainEqual({ rows: true, dateField: false });
  });
});
