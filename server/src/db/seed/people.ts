import type { Kysely } from 'kysely';
import { userSearchText } from '../../domain/search-texts';
import { normaliseSearch } from '../../lib/search-text';
import { isoAt } from '../../lib/clock';
import type { Database, NewUser, UserTypeValue } from '../tables';
import { insertInBatches } from './batches';
import { emailDomains, givenNames, neighbourhoods, streets, surnames } from './catalog';
import type { SeededZone } from './places';
import type { SeededRandom } from './random';

export interface SeededPerson {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  address: string;
  zone: SeededZone;
}

const DAY = 86_400_000;

const slug = (text: string): string => normaliseSearch(text).replace(/[^a-z0-9]+/g, '.');

export function randomAddress(random: SeededRandom, zone: SeededZone): string {
  return `${random.pick(streets)} ${random.int(1, 2999)}, ${random.pick(neighbourhoods)}, ${zone.seed.city}`;
}

export const randomPhone = (random: SeededRandom, zone: SeededZone): string =>
  `${zone.seed.areaCode}${random.digits(10 - zone.seed.areaCode.length)}`;

export const randomFullName = (random: SeededRandom): { name: string; last_name: string } => ({
  name: random.pick(givenNames),
  last_name: `${random.pick(surnames)} ${random.pick(surnames)}`,
});

/** Inserts employees or customers spread over the zones; all share one password hash (speed). */
export async function insertPeople(
  db: Kysely<Database>,
  random: SeededRandom,
  options: {
    count: number;
    typeUser: UserTypeValue;
    zones: readonly SeededZone[];
    passwordHash: string;
    firstNumber: number | null;
    now: number;
  },
): Promise<SeededPerson[]> {
  const rows: NewUser[] = [];
  const zoneByEmail = new Map<string, SeededZone>();
  for (let index = 0; index < options.count; index += 1) {
    const zone = options.zones[index % options.zones.length];
    if (zone === undefined) throw new Error('insertPeople needs at least one zone');
    const { name, last_name } = randomFullName(random);
    const firstSurname = last_name.split(' ')[0] ?? last_name;
    const handle = `${slug(name.split(' ')[0] ?? name)}.${slug(firstSurname)}${index + 1}`;
    const email =
      options.typeUser === 'usuario'
        ? `${handle}@${random.pick(emailDomains)}`
        : `${handle}@gaslp.mx`;
    const number = options.firstNumber === null ? null : String(options.firstNumber + index);
    const phone = randomPhone(random, zone);
    const createdAt = isoAt(options.now - random.int(90, 400) * DAY);
    const fields = { name, last_name, email, phone, number, username: handle };
    rows.push({
      ...fields,
      password_hash: options.passwordHash,
      address: randomAddress(random, zone),
      type_user: options.typeUser,
      zone_id: zone.id,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    zoneByEmail.set(email, zone);
  }
  await insertInBatches(db, 'users', rows);
  const inserted = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'last_name', 'phone', 'address'])
    .where('type_user', '=', options.typeUser)
    .execute();
  return inserted.flatMap((row) => {
    const zone = zoneByEmail.get(row.email);
    return zone === undefined
      ? []
      : [{ ...row, phone: row.phone ?? '', address: row.address ?? '', zone }];
  });
}
