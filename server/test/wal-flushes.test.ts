// A durable SQLite database commits without waiting for the disk (synchronous = NORMAL) and every
// answer waits for a flush of the WAL file done off the event loop (db/wal-flusher.ts): nothing is
// acknowledged, nor shown, before it is on the disk, and commits made while a flush runs share the
// next one. The flush is a test double here (the boundary: fdatasync of the WAL file's descriptor).
// An SQLite file whatever DATABASE_URL says (`url: ''`), so both CI runs check it.
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { JWT_SECRET } from './helper';

/** The flush double: answers at once while open, else holds every flush until released. */
class GatedSync {
  readonly calls: number[] = [];
  private held: (() => void)[] = [];
  open = true;
  readonly sync = (fd: number): Promise<void> => {
    this.calls.push(fd);
    if (this.open) return Promise.resolve();
    return new Promise((resolve) => this.held.push(resolve));
  };
  get waiting(): number {
    return this.held.length;
  }
  releaseAll(): void {
    const held = this.held;
    this.held = [];
    for (const resolve of held) resolve();
  }
}

interface Setup {
  app: FastifyInstance;
  handle: DatabaseHandle;
  base: string;
  file: string;
  token: string;
  dispose(): Promise<void>;
}

async function durableApp(sync: GatedSync, durable = true): Promise<Setup> {
  const folder = mkdtempSync(join(tmpdir(), 'gaslp-wal-'));
  const file = join(folder, 'gas.db');
  const handle = createDatabase({ url: '', file, durable, syncFile: sync.sync });
  await prepareDatabase(handle, 'minimal');
  const app = await buildApp({
    database: handle,
    logger: false,
    config: { jwtSecret: JWT_SECRET, mailOutbox: join(folder, 'outbox'), smtpUrl: undefined },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { email, password } = demoAccounts.admin;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    app,
    handle,
    base,
    file,
    token,
    dispose: async () => {
      await app.close();
      await handle.db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let zones = 0;
function createZone(setup: Setup): Promise<Response> {
  zones += 1;
  return fetch(`${setup.base}/api/zones`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${setup.token}` },
    body: JSON.stringify({ name: `Zona durable ${String(zones)}`, phone: null, description: null }),
  });
}

const until = async (what: () => boolean | Promise<boolean>): Promise<void> => {
  for (let tries = 0; !(await what()); tries += 1) {
    if (tries > 500) throw new Error('waited 10 s in vain');
    await new Promise((wait) => setTimeout(wait, 20));
  }
};

/** Whether the promise has settled after the event loop has had time to send what it could. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((wait) => setTimeout(wait, 150));
  return done;
}

async function zoneCount(handle: DatabaseHandle, prefix: string): Promise<number> {
  const rows = await handle.db
    .selectFrom('zones')
    .select('id')
    .where('name', 'like', `${prefix}%`)
    .execute();
  return rows.length;
}

describe('a durable SQLite database', () => {
  test('answers a write only after a flush of its WAL file that began after the commit', async () => {
    const sync = new GatedSync();
    const setup = await durableApp(sync);
    try {
      sync.open = false;
      const before = sync.calls.length;
      const answer = createZone(setup);
      await until(() => sync.waiting === 1);
      const fd = sync.calls[before];
      if (fd === undefined) throw new Error('no flush');
      expect(readlinkSync(`/proc/self/fd/${String(fd)}`)).toBe(`${setup.file}-wal`);
      // committed (another read of the same connection sees it), yet not acknowledged
      expect(await zoneCount(setup.handle, 'Zona durable')).toBeGreaterThan(0);
      expect(await settled(answer)).toBe(false);
      sync.releaseAll();
      expect((await answer).status).toBe(201);
    } finally {
      sync.open = true;
      sync.releaseAll();
      await setup.dispose();
    }
  });

  test('shows nothing not yet on the disk: a read during a pending flush waits for it', async () => {
    const sync = new GatedSync();
    const setup = await durableApp(sync);
    try {
      sync.open = false;
      const write = createZone(setup);
      await until(() => sync.waiting === 1);
      const read = fetch(`${setup.base}/api/zones/paginated/1/50`, {
        headers: { authorization: `Bearer ${setup.token}` },
      });
      expect(await settled(read)).toBe(false);
      sync.releaseAll();
      expect((await write).status).toBe(201);
      const page = (await (await read).json()) as { data: { name: string }[] };
      expect(page.data.map((zone) => zone.name)).toContain(`Zona durable ${String(zones)}`);
    } finally {
      sync.open = true;
      sync.releaseAll();
      await setup.dispose();
    }
  });

  test('commits made while a flush is in flight share the next flush', async () => {
    const sync = new GatedSync();
    const setup = await durableApp(sync);
    try {
      sync.open = false;
      const first = sync.calls.length;
      const before = await zoneCount(setup.handle, 'Zona durable');
      const writes = Array.from({ length: 6 }, () => createZone(setup));
      await until(() => sync.waiting === 1);
      // every write committed while the first flush is held
      await until(async () => (await zoneCount(setup.handle, 'Zona durable')) === before + 6);
      sync.releaseAll();
      await until(() => sync.waiting === 1);
      sync.open = true;
      sync.releaseAll();
      expect((await Promise.all(writes)).map((answer) => answer.status)).toEqual(
        Array.from({ length: 6 }, () => 201),
      );
      expect(sync.calls.length - first).toBe(2);
    } finally {
      sync.open = true;
      sync.releaseAll();
      await setup.dispose();
    }
  });

  test('closes the WAL file with the database', async () => {
    const sync = new GatedSync();
    const setup = await durableApp(sync);
    const fd = sync.calls[0];
    if (fd === undefined) throw new Error('no flush');
    expect(readlinkSync(`/proc/self/fd/${String(fd)}`)).toBe(`${setup.file}-wal`);
    await setup.dispose();
    const now = (() => {
      try {
        return readlinkSync(`/proc/self/fd/${String(fd)}`);
      } catch {
        return 'closed';
      }
    })();
    expect(now).not.toBe(`${setup.file}-wal`);
  });

  test('a throwaway database (durable: false) answers without any flush', async () => {
    const sync = new GatedSync();
    sync.open = false;
    const setup = await durableApp(sync, false);
    try {
      expect((await createZone(setup)).status).toBe(201);
      expect(sync.calls).toEqual([]);
    } finally {
      await setup.dispose();
    }
  });
});
