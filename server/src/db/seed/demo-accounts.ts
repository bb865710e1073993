import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { userSearchText } from '../../domain/search-texts';
import type { Database, NewUser, UserTypeValue } from '../tables';

export interface DemoAccount {
  email: string;
  password: string;
  number: string | null;
  username: string;
  name: string;
  last_name: string;
  phone: string;
  address: string;
  type_user: UserTypeValue;
}

/** The accounts of CONTRACT.md, inserted first (the administrator gets id 1). */
export const demoAccounts = {
  admin: {
    email: 'admin@gaslp.mx',
    password: 'Admin123!',
    number: '1000',
    username: 'admin',
    name: 'Administrador',
    last_name: 'General',
    phone: '3331234567',
    address: 'Av. Hidalgo 100, Col. Centro, Guadalajara, Jal.',
    type_user: 'administrador',
  },
  employee: {
    email: 'empleado@gaslp.mx',
    password: 'Empleado123!',
    number: '2000',
    username: 'empleado',
    name: 'Juan Carlos',
    last_name: 'Pérez Hernández',
    phone: '3339876543',
    address: 'Calle Morelos 245, Col. Americana, Guadalajara, Jal.',
    type_user: 'empleado',
  },
  customer: {
    email: 'cliente@gaslp.mx',
    password: 'Cliente123!',
    number: null,
    username: 'cliente',
    name: 'María José',
    last_name: 'Gómez Álvarez',
    phone: '3312345678',
    address: 'Calle Independencia 512, Col. Moderna, Guadalajara, Jal.',
    type_user: 'usuario',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof demoAccounts;

// The demo passwords are public (README), so one argon2 hash per password and process is as good as
// a new one per database, and it spares the hashing time of every fresh demo database (the server
// tests create dozens).
const demoPasswordHashes = new Map<string, Promise<string>>();

function demoPasswordHash(password: string): Promise<string> {
  let hash = demoPasswordHashes.get(password);
  if (hash === undefined) {
    hash = hashPassword(password);
    demoPasswordHashes.set(password, hash);
    // a failed hash is not remembered: the next seed tries again
    hash.catch(() => demoPasswordHashes.delete(password));
  }
  return hash;
}

export async function insertDemoAccounts(
  db: Kysely<Database>,
  zoneId: number,
  createdAt: string,
): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    const { password, ...fields } = account;
    const row: NewUser = {
      ...fields,
      email: fields.email.toLowerCase(),
      password_hash: await demoPasswordHash(password),
      zone_id: zoneId,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    };
    await db.insertInto('users').values(row).execute();
  }
}
