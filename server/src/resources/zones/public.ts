// What other resources may use of zones (the only file of this folder they may import).
export { zoneExists } from './repository';
