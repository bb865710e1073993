import { exportsOnTrail } from './delivery-fixtures';
import { createTestApp, type TestApp } from './helper';

// The audit trail records bulk exports: who exported which list, with which filter, how many rows.

let t: TestApp;
let admin: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
});
afterAll(() => t.close());

describe('bulk exports on the audit trail', () => {
  it('records who exported which list, with which filter, and how many rows', async () => {
    const listed = await t.call({
      method: 'GET',
      url: '/api/users/paginated/1/1?trashed=with',
      token: employee,
    });
    const total = listed.json<{ total: number }>().total;
    const file = await t.call({
      method: 'GET',
      url: '/api/users/list/excel/all?trashed=with',
      token: employee,
    });
    expect(file.statusCode).toBe(200);
    const searched = await t.call({
      method: 'GET',
      url: `/api/users/list/pdf/${encodeURIComponent('gómez')}`,
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(searched.statusCode).toBe(200);

    const [pdf, excel] = await exportsOnTrail(t, admin);
    expect(excel).toMatchObject({
      actor_email: 'empleado@gaslp.mx',
      action: 'export',
      entity_type: 'export',
      entity_id: 'users',
      after: {
        list: 'users',
        format: 'xlsx',
        filter: 'usuarios activos y eliminados · sin búsqueda · todos los tipos',
        url: '/api/users/list/excel/all?trashed=with',
        rows: total,
        rows_total: total,
        outcome: 'completed',
      },
    });
    expect(pdf).toMatchObject({
      actor_email: 'admin@gaslp.mx',
      entity_id: 'users',
      after: {
        format: 'pdf',
        filter: 'active users · search “gómez” · all types',
        outcome: 'completed',
      },
    });
    expect(pdf?.after?.rows).toBe(pdf?.after?.rows_total);
  });

  it('records the exports of every list under the list it exported', async () => {
    for (const url of [
      '/api/orders/list/excel/all',
      '/api/orders/finished/pdf/all',
      '/api/users/starclients/excel/2026-01-01/2026-01-31',
      '/api/audit/excel/all',
    ])
      expect((await t.call({ method: 'GET', url, token: admin })).statusCode).toBe(200);
    const lists = (await exportsOnTrail(t, admin)).map((entry) => entry.entity_id);
    expect(lists.slice(0, 4)).toEqual(['audit', 'users_starclients', 'orders_finished', 'orders']);
  });
});
