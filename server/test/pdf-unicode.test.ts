import { createTestApp, type TestApp } from './helper';
import { pdfPages } from './pdf-text';

// Every name prints in a PDF export: the fonts are embedded Unicode fonts (Latin with its
// extensions, and CJK), not the standard PDF fonts that turn anything outside Windows-1252 into "?".

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      name: 'Łukasz',
      last_name: 'Ñandú 北京',
      email: 'lukasz.nandu@example.mx',
      password: 'Secreto123!',
    },
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('PDF exports in Unicode fonts', () => {
  it('prints a name in Latin Extended and CJK characters as it was entered', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/users/list/pdf/${encodeURIComponent('nandú')}`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const runs = pdfPages(response.raw).flat();
    expect(runs).toContain('Łukasz');
    expect(runs.join('')).toContain('Ñandú 北京');
    expect(runs.join('')).not.toContain('?');
    const pdf = response.raw.toString('latin1');
    // the fonts travel in the file (subsets of them: a small file)
    expect(pdf).toMatch(/\/FontFile2/);
    expect(pdf).not.toMatch(/\/BaseFont\s*\/Helvetica/);
    expect(response.raw.length).toBeLessThan(120_000);
  });
});
