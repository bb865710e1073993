// What other resources may use of vehicles (the only file of this folder they may import).
export { vehiclesInZone } from './repository';
