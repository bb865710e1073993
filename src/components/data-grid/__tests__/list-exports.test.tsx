import { act, configure, screen, waitFor } from '@testing-library/react';
import { filenameFromContentDisposition } from '@/api/downloads';
import { useGetUsersPaginatedQuery, useGetUsersPaginatedSearchQuery } from '@/api/users';
import type { User, UserPage, UserType } from '@/api/users';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { listExportUrl } from '../export-buttons';
import { ListPage } from '../list-page';
import type { ListColumn } from '../list-page';

// The whole screen renders (DataGrid, lazy chunks, toasts, dialog transitions): slow in jsdom,
// slower still on a busy machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = signedInState();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS: ListColumn<User>[] = [{ field: 'email', headerName: 'Correo', flex: 1 }];

/** A list with a filter of its own (the user type) and exports, as the users screen has. */
function UsersHarness({ type }: { type: UserType }) {
  return (
    <ListPage<User, { typeUser: UserType }>
      title="Empleados"
      columns={COLUMNS}
      useList={useGetUsersPaginatedQuery}
      useSearch={useGetUsersPaginatedSearchQuery}
      extraArgs={{ typeUser: type }}
      trash
      rowLabel={(user) => user.email}
      exports={{
        url: listExportUrl('/api/users/list', { type_user: type }),
        filename: 'empleados',
      }}
    />
  );
}

const users: UserPage = {
  data: [makeUser({ id: 2, email: 'empleado@gaslp.mx', type_user: 'empleado' })],
  current_page: 1,
  per_page: 10,
  total: 1,
  last_page: 1,
};
const listRoute: FakeRoute = {
  method: 'GET',
  path: /^\/api\/users\/paginated\//,
  reply: reply(200, users),
};

// jsdom has no object URLs or downloads: record what is saved
let saved: { blob: Blob; filename: string }[] = [];
const revoked: string[] = [];
beforeEach(() => {
  saved = [];
  revoked.length = 0;
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    next += 1;
    const url = `blob:file-${String(next)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ blob, filename: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

async function openUsers(routes: FakeRoute[], route = '/users?q=ana%20m') {
  const http = fakeFetch([...routes, listRoute]);
  const view = renderWithProviders(<UsersHarness type="empleado" />, {
    route,
    preloadedState: session,
  });
  await screen.findByText('empleado@gaslp.mx');
  return { ...view, http };
}

describe('list exports', () => {
  it('passes the screen filter to the list call', async () => {
    const { http } = await openUsers([]);
    expect(http.callsTo('GET', /^\/api\/users\/paginated\//).map((call) => call.path)).toEqual([
      '/api/users/paginated/1/10/ana%20m?trashed=without&type_user=empleado',
    ]);
  });

  it("downloads the server's file for the current filter, with its name and the token", async () => {
    const { user, http } = await openUsers([
      {
        method: 'GET',
        path: /^\/api\/users\/list\/excel\//,
        reply: {
          status: 200,
          body: 'PK-workbook',
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': 'attachment; filename="usuarios-2025-03-01.xlsx"',
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = http.callsTo('GET', /^\/api\/users\/list\/excel\//)[0];
    expect(call?.path).toBe('/api/users/list/excel/ana%20m?trashed=without&type_user=empleado');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${session.auth.token}`);
    expect(saved[0]?.filename).toBe('usuarios-2025-03-01.xlsx');
    expect(saved[0]?.blob.type).toBe(XLSX);
    expect(await saved[0]?.blob.text()).toBe(JSON.stringify('PK-workbook'));
    await waitFor(() => expect(revoked).toEqual(['blob:file-1']));
  });

  it('exports every deleted row as a PDF when there is no search', async () => {
    const { user, http } = await openUsers(
      [
        {
          method: 'GET',
          path: /^\/api\/users\/list\/pdf\//,
          reply: { status: 200, body: '%PDF', headers: { 'Content-Type': 'application/pdf' } },
        },
      ],
      '/users?tab=deleted',
    );
    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(http.callsTo('GET', /^\/api\/users\/list\/pdf\//)[0]?.path).toBe(
      '/api/users/list/pdf/all?trashed=only&type_user=empleado',
    );
    // no name from the server: the screen's
    expect(saved[0]?.filename).toBe('empleados.pdf');
  });

  it('says when the download fails', async () => {
    const { user } = await openUsers([
      {
        method: 'GET',
        path: /^\/api\/users\/list\/pdf\//,
        reply: reply(500, { message: 'Error' }),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a PDF' }));
    expect(
      await screen.findByText('No se pudo descargar el archivo PDF. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar Empleados a PDF' })).toBeEnabled();
  });

  /** The HTTP boundary, streaming: the second half of the file waits for `sendRest`. */
  function streamExcel(headers: Record<string, string>) {
    const encoder = new TextEncoder();
    const stream: { sendRest: () => void } = { sendRest: () => undefined };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('PK-a'));
        stream.sendRest = () => {
          controller.enqueue(encoder.encode('PK-b'));
          controller.close();
        };
      },
    });
    const listFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.includes('/list/excel/')) return listFetch(input, init);
      return new Response(body, { status: 200, headers: { 'Content-Type': XLSX, ...headers } });
    });
    return stream;
  }

  it('shows the progress while the file arrives: a percentage when the size is known', async () => {
    const { user } = await openUsers([]);
    const stream = streamExcel({
      'Content-Length': '8',
      'Content-Disposition': "attachment; filename*=UTF-8''empleados%20a%C3%B1o.xlsx",
    });

    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a Excel' }));
    expect(await screen.findByText('Descargando Excel: 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Descargando Excel: 50 %' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Exportar Empleados a PDF' })).toBeDisabled();

    act(() => stream.sendRest());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('empleados año.xlsx');
    expect(await saved[0]?.blob.text()).toBe('PK-aPK-b');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows the bytes received, and an indeterminate bar, when the size is not known', async () => {
    const { user } = await openUsers([]);
    const stream = streamExcel({});
    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a Excel' }));
    expect(await screen.findByText('Descargando Excel: 4 B recibidos')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Descargando Excel: 4 B recibidos' }),
    ).not.toHaveAttribute('aria-valuenow');
    act(() => stream.sendRest());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('empleados.xlsx');
  });

  /**
   * An export as the server sends it: its rows in all and its id in headers, the file streamed
   * (the rest waits for `sendRest`); aborting the request errors the body, as in a browser.
   */
  function streamExport(headers: Record<string, string>) {
    const encoder = new TextEncoder();
    const state: { sendRest: () => void; signal: AbortSignal | null } = {
      sendRest: () => undefined,
      signal: null,
    };
    const listFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.includes('/list/excel/')) return listFetch(input, init);
      state.signal = request.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('PK-a'));
          request.signal.addEventListener('abort', () => {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          });
          state.sendRest = () => {
            controller.enqueue(encoder.encode('PK-b'));
            controller.close();
          };
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': XLSX, ...headers } });
    });
    return state;
  }

  const EXPORT_ID = '0b6f3a52-55d4-4c2e-9a43-5a1f2b3c4d5e';

  it('shows the share of the rows written when the server names the export and its rows', async () => {
    const { user, http } = await openUsers([
      {
        method: 'GET',
        path: `/api/exports/${EXPORT_ID}`,
        reply: reply(200, { id: EXPORT_ID, rows_total: 4000, rows_done: 1000 }),
      },
    ]);
    const stream = streamExport({ 'X-Total-Count': '4000', 'X-Export-Id': EXPORT_ID });

    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a Excel' }));
    const bar = await screen.findByRole('progressbar', { name: /Descargando Excel: 25 %/ });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(http.callsTo('GET', `/api/exports/${EXPORT_ID}`)[0]?.headers.get('Authorization')).toBe(
      `Bearer ${session.auth.token}`,
    );

    act(() => stream.sendRest());
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('cancels an export on its way: the request is aborted and nothing is saved', async () => {
    const { user } = await openUsers([
      {
        method: 'GET',
        path: `/api/exports/${EXPORT_ID}`,
        reply: reply(200, { id: EXPORT_ID, rows_total: 4000, rows_done: 400 }),
      },
    ]);
    const stream = streamExport({ 'X-Total-Count': '4000', 'X-Export-Id': EXPORT_ID });

    await user.click(screen.getByRole('button', { name: 'Exportar Empleados a Excel' }));
    await screen.findByRole('progressbar', { name: /10 %/ });
    await user.click(screen.getByRole('button', { name: 'Cancelar la exportación a Excel' }));

    expect(stream.signal?.aborted).toBe(true);
    expect(await screen.findByText('Exportación a Excel cancelada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(saved).toHaveLength(0);
    expect(
      screen.queryByText('No se pudo descargar el archivo Excel. Inténtalo de nuevo.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar Empleados a Excel' })).toBeEnabled();
  });

  it('reads the file name of Content-Disposition', () => {
    expect(filenameFromContentDisposition('attachment; filename=zonas.xlsx')).toBe('zonas.xlsx');
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe(
      'a "b".pdf',
    );
    expect(
      filenameFromContentDisposition(
        'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'clientes%20estrella.pdf',
      ),
    ).toBe('clientes estrella.pdf');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});
