import { configure, screen, waitFor } from '@testing-library/react';
import { fakeFetch, reply } from '@/testing/fake-fetch';
import type { FakeRoute } from '@/testing/fake-fetch';
import { recordDownloads } from '@/testing/list-fixtures';
import { renderApp } from '@/testing/render-with-providers';
import { makeDetail, session } from './orders-fixtures';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 10_000 });

const order = makeDetail({ id: 99, folio: 'GLP-000099' });

function open(routes: FakeRoute[]) {
  const http = fakeFetch([
    { method: 'GET', path: '/api/orders/99', reply: reply(200, order) },
    ...routes,
  ]);
  return { ...renderApp({ route: '/orders/99', preloadedState: session }), http };
}

afterEach(() => jest.restoreAllMocks());

describe("an order's delivery ticket", () => {
  it('downloads the nota de remisión PDF from the order screen', async () => {
    const saved = recordDownloads();
    const { user, http } = open([
      {
        method: 'GET',
        path: '/api/orders/99/ticket',
        reply: {
          status: 200,
          body: '%PDF-1.7',
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="nota-GLP-000099.pdf"',
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Nota de remisión' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.filename).toBe('nota-GLP-000099.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(http.callsTo('GET', '/api/orders/99/ticket')[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it("says the server's refusal in a toast", async () => {
    recordDownloads();
    const { user } = open([
      {
        method: 'GET',
        path: '/api/orders/99/ticket',
        reply: reply(404, { message: 'El pedido no existe.' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Nota de remisión' }));
    expect(await screen.findByText('El pedido no existe.')).toBeVisible();
  });
});
