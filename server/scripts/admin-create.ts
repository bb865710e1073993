// Creates an administrator: `npm run admin:create -- admin@example.mx` (or ADMIN_EMAIL), with the
// password from ADMIN_PASSWORD or typed on standard input (one line). Migrates first. An existing
// account with that e-mail is left unchanged.
import { createInterface } from 'node:readline/promises';
import { createDatabase } from '../src/db/database';
import { ensureAdministrator } from '../src/db/initial-data';
import { migrateToLatest } from '../src/db/migrate';

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return (await lines.question('Password (8 to 128 characters): ')).replace(/\r?\n$/, '');
  } finally {
    lines.close();
  }
}

async function main(): Promise<void> {
  const email = process.argv[2] ?? process.env.ADMIN_EMAIL;
  if (email === undefined || email.trim() === '')
    throw new Error('usage: npm run admin:create -- <email>   (password: ADMIN_PASSWORD or stdin)');
  const password = await readPassword();
  const { db, dialect } = createDatabase();
  try {
    await migrateToLatest(db);
    const created = await ensureAdministrator(db, { email, password });
    console.log(
      created
        ? `${dialect}: administrator ${email} created`
        : `${dialect}: a user with the e-mail ${email} already exists; nothing changed`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
