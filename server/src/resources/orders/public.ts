// What other resources may use of orders (the only file of this folder they may import): the
// price an order takes when none is given (GET /api/prices/current shows it).
export { unitPriceInForce } from './price-in-force';
