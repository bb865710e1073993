import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
});
afterAll(() => t.close());

// Ids of the minimal seed: 1 admin, 2 employee, 3 customer.
const CUSTOMER = 3;

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR rest of a tiny png'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF data')]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.from('frame'),
]);

function form(
  parts: { field?: string; bytes?: Buffer; type?: string; name?: string }[] = [{}],
): FormData {
  const data = new FormData();
  for (const { field = 'image', bytes = png, type = 'image/png', name = 'foto.png' } of parts)
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const upload = (id: number, payload: FormData | string, token?: string, headers = {}) =>
  t.call({
    method: 'POST',
    url: `/api/users/profilepicture/${id}`,
    token,
    payload,
    headers,
  });

const picture = (id: number | string, token?: string) =>
  t.call({ method: 'GET', url: `/api/users/profilepicture/${id}`, token });

describe('profile pictures', () => {
  it('has none at first: 404 with a Spanish message, and has_profile_picture false', async () => {
    const missing = await picture(CUSTOMER, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El usuario no tiene foto de perfil.' });
    const user = await t.call({ method: 'GET', url: `/api/users/${CUSTOMER}`, token: admin });
    expect(user.json()).toMatchObject({ has_profile_picture: false });
  });

  it('a customer uploads their own; the bytes come back with the detected type', async () => {
    const saved = await upload(CUSTOMER, form([{ bytes: jpeg, type: 'image/png' }]), customer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'La foto de perfil fue actualizada.',
      has_profile_picture: true,
    });
    const own = await picture(CUSTOMER, customer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.raw.equals(jpeg)).toBe(true);
    const byStaff = await picture(CUSTOMER, employee);
    expect(byStaff.raw.equals(jpeg)).toBe(true);
    const user = await t.call({ method: 'GET', url: `/api/users/${CUSTOMER}`, token: admin });
    expect(user.json()).toMatchObject({ has_profile_picture: true });
    const listed = await t.call({ method: 'GET', url: '/api/users/all', token: admin });
    const row = listed
      .json<{ data: { id: number; has_profile_picture: boolean }[] }>()
      .data.find((candidate) => candidate.id === CUSTOMER);
    expect(row?.has_profile_picture).toBe(true);
  });

  it('replaces the picture (one per user) and accepts PNG and WebP', async () => {
    expect((await upload(CUSTOMER, form([{ bytes: webp }]), employee)).statusCode).toBe(200);
    const first = await picture(CUSTOMER, admin);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.raw.equals(webp)).toBe(true);
    expect((await upload(CUSTOMER, form([{ bytes: png }]), admin)).statusCode).toBe(200);
    const second = await picture(CUSTOMER, admin);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.raw.equals(png)).toBe(true);
  });

  it('checks the content, not the declared type: 415 with a Spanish message', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('GIF89a....'),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '),
      Buffer.alloc(0),
    ]) {
      const response = await upload(2, form([{ bytes, type: 'image/png' }]), employee);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'La imagen debe ser PNG, JPEG o WebP.',
        errors: { image: ['La imagen debe ser PNG, JPEG o WebP.'] },
      });
    }
    expect((await picture(2, admin)).statusCode).toBe(404);
  });

  it('refuses a missing field, other fields and non-multipart bodies', async () => {
    const wrongField = await upload(2, form([{ field: 'photo' }]), employee);
    expect(wrongField.statusCode).toBe(400);
    expect(Object.keys(wrongField.json<{ errors: object }>().errors).sort()).toEqual([
      'image',
      'photo',
    ]);
    const textOnly = new FormData();
    textOnly.append('image', 'not a file');
    const text = await upload(2, textOnly, employee);
    expect(text.statusCode).toBe(400);
    expect(text.json<{ errors: object }>().errors).toHaveProperty('image');
    const empty = await upload(2, new FormData(), employee);
    expect(empty.statusCode).toBe(400);
    const json = await upload(2, '{"image":"aGVsbG8="}', employee, {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toMatch(/multipart/);
    const noBody = await t.call({
      method: 'POST',
      url: '/api/users/profilepicture/2',
      token: employee,
    });
    expect(noBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBody.statusCode).toBeLessThan(500);
    const broken = await upload(
      2,
      '--x\r\nContent-Disposition: form-data; name="image"',
      employee,
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('takes up to 5 MB and answers 413 above', async () => {
    const justUnder = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length - 1)]);
    expect((await upload(2, form([{ bytes: justUnder }]), admin)).statusCode).toBe(200);
    const stored = await picture(2, admin);
    expect(stored.raw.length).toBe(justUnder.length);
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(2, form([{ bytes: tooBig }]), admin);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'La imagen no debe exceder 5 MB.',
      errors: { image: ['La imagen no debe exceder 5 MB.'] },
    });
    expect((await picture(2, admin)).raw.length).toBe(justUnder.length);
  });

  it('401 without a token, 403 for others, 404 for unknown users, 400 for bad ids', async () => {
    expect((await picture(CUSTOMER)).statusCode).toBe(401);
    expect((await upload(CUSTOMER, form())).statusCode).toBe(401);
    expect((await picture(1, customer)).statusCode).toBe(403);
    expect((await upload(1, form(), customer)).statusCode).toBe(403);
    expect((await upload(1, form(), employee)).statusCode).toBe(403);
    expect((await picture(424242, admin)).statusCode).toBe(404);
    expect((await upload(424242, form(), admin)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1'%20or%201=1"]) {
      expect((await picture(id, admin)).statusCode).toBe(400);
    }
  });
});

// An upload streamed over a plain HTTP connection, as an attacker would send it: `parts` parts of
// `partBytes` each, produced as they are written (the client holds one part's bytes, not the
// body), chunked unless the length is declared. The writing stops when the answer arrives.
interface Streamed {
  status: number;
  body: string;
  /** Bytes the server let the client write before it answered or closed the connection. */
  sent: number;
  milliseconds: number;
  /** The highest resident set size seen while the request ran, above the one before it. */
  rssGrowth: number;
}

const MiB = 1024 * 1024;

async function streamUpload(shape: {
  parts: number;
  partBytes: number;
  /** A text field (no filename) or a file part. */
  kind: 'field' | 'file';
  name: string;
  declareLength: boolean;
}): Promise<Streamed> {
  const address = t.app.server.address() as AddressInfo;
  const boundary = 'x-boundary-x';
  const head = (index: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${shape.name}${index === 0 ? '' : index}"` +
        (shape.kind === 'file' ? `; filename="f${index}.png"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    );
  const filler = Buffer.alloc(shape.partBytes, 'a');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let length = tail.length;
  for (let index = 0; index < shape.parts; index += 1)
    length += head(index).length + filler.length + 2;

  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = Date.now();
  const request = httpRequest({
    host: address.address,
    port: address.port,
    method: 'POST',
    path: `/api/users/profilepicture/${CUSTOMER}`,
    headers: {
      authorization: `Bearer ${customer}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(shape.declareLength ? { 'content-length': String(length) } : {}),
    },
  });
  const state = { stopped: false };
  let sent = 0;
  const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    request.once('response', (response) => {
      state.stopped = true;
      const at = Date.now();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), at }),
      );
      response.once('error', reject);
    });
    // once answered, the server may close the connection while the client still writes
    request.on('error', (error) => {
      state.stopped = true;
      reject(error);
    });
  });
  const write = async (chunk: Buffer): Promise<void> => {
    if (state.stopped) return;
    sent += chunk.length;
    if (request.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        request.off('drain', done);
        request.off('close', done);
        resolve();
      };
      request.once('drain', done);
      request.once('close', done);
    });
  };
  const writable = (): boolean => !state.stopped;
  const writing = (async () => {
    for (let index = 0; index < shape.parts && writable(); index += 1) {
      await write(head(index));
      for (let at = 0; at < filler.length && writable(); at += 64 * 1024)
        await write(filler.subarray(at, at + 64 * 1024));
      await write(Buffer.from('\r\n'));
    }
    await write(tail);
    if (writable()) request.end();
  })();
  try {
    const { status, body, at } = await answer;
    await writing;
    return { status, body, sent, milliseconds: at - started, rssGrowth: peak - baseline };
  } finally {
    clearInterval(sampler);
    request.destroy();
  }
}

describe('uploads cannot exhaust memory', () => {
  it.each([
    ['300 text fields of 1 MiB, chunked', { kind: 'field', name: 'f', declareLength: false }],
    [
      '300 text fields of 1 MiB, length declared',
      { kind: 'field', name: 'f', declareLength: true },
    ],
    [
      '300 files of 1 MiB that are not the picture',
      { kind: 'file', name: 'photo', declareLength: false },
    ],
  ] as const)(
    '%s: 4xx in under 5 s, the server stops reading and its memory stays flat',
    async (_title, shape) => {
      const result = await streamUpload({ ...shape, parts: 300, partBytes: MiB });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(JSON.parse(result.body)).toHaveProperty('message');
      expect(result.milliseconds).toBeLessThan(5000);
      expect(result.rssGrowth).toBeLessThan(100 * MiB);
      // the first part that is not the picture ends the reading: the rest is never taken in
      expect(result.sent).toBeLessThan(32 * MiB);
    },
  );

  it('a picture streamed without a length stops at the route body limit: 413', async () => {
    const result = await streamUpload({
      kind: 'file',
      name: 'image',
      parts: 1,
      partBytes: 200 * MiB,
      declareLength: false,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      message: 'La imagen no debe exceder 5 MB.',
      errors: { image: ['La imagen no debe exceder 5 MB.'] },
    });
    expect(result.sent).toBeLessThan(32 * MiB);
  });

  it('the server still answers on the same port afterwards', async () => {
    expect((await upload(CUSTOMER, form([{ bytes: png }]), customer)).statusCode).toBe(200);
  });
});
