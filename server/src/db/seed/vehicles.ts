import type { Kysely } from 'kysely';
import { isoAt } from '../../lib/clock';
import { plateKeyOf, vehicleSearchText } from '../../domain/search-texts';
import type { Database, IntBoolean } from '../tables';
import type { SeededZone } from './places';

/** The columns the demo fills (the vehicles table is declared with its resource). */
interface DemoVehicle {
  plate: string;
  plate_key: string;
  kind: 'cylinder_truck' | 'tank_truck';
  capacity: number;
  zone_id: number;
  active: IntBoolean;
  search_text: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Per zone: two trucks of cylinders and a pipa; the last zone's second truck is out of service. */
const fleet = [
  { letters: 'GLP', kind: 'cylinder_truck', capacity: 120 },
  { letters: 'GLP', kind: 'cylinder_truck', capacity: 180 },
  { letters: 'PIP', kind: 'tank_truck', capacity: 5000 },
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A few vehicles in every zone (no random draw: the rest of the demo data stays as it was). */
export async function insertVehicles(
  db: Kysely<Database>,
  zones: readonly SeededZone[],
  now: number,
): Promise<void> {
  const createdAt = isoAt(now - 300 * 86_400_000);
  const rows: DemoVehicle[] = zones.flatMap((zone, zoneIndex) =>
    fleet.map(({ letters, kind, capacity }, index) => {
      const plate = `${letters}-${twoDigits(zoneIndex + 1)}-${twoDigits(index + 1)}`;
      return {
        plate,
        plate_key: plateKeyOf(plate),
        kind,
        capacity,
        zone_id: zone.id,
        active: zoneIndex === zones.length - 1 && index === 1 ? 0 : 1,
        search_text: vehicleSearchText(plate),
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
      };
    }),
  );
  await db.withTables<{ vehicles: DemoVehicle }>().insertInto('vehicles').values(rows).execute();
}
