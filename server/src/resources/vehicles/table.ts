import type { Generated, Selectable } from 'kysely';
import type { IntBoolean, IsoTimestamp } from '../../db/tables';
import type { VehicleKindValue } from './plate-and-capacity';

// The vehicles table (migration 2026_11_27_1100_create_vehicles), declared with its resource: the
// row type joins the database's tables by declaration merging.

export interface VehiclesTable {
  id: Generated<number>;
  /** Normalised: upper case, groups joined by hyphens. */
  plate: string;
  /** The plate's letters and digits: unique among the vehicles not deleted. */
  plate_key: string;
  kind: VehicleKindValue;
  /** Cylinders (cylinder_truck) or litres (tank_truck). */
  capacity: number;
  zone_id: number;
  active: IntBoolean;
  search_text: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

export type VehicleRow = Selectable<VehiclesTable>;

declare module '../../db/tables' {
  interface Database {
    vehicles: VehiclesTable;
  }
}

declare module '../../audit/entities' {
  interface AuditEntities {
    vehicle: true;
  }
}
