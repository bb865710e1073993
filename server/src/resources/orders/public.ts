// What other resources may use of orders (the only file of this folder they may import): the
// price an order takes when none is given (GET /api/prices/current shows it), the order's own
// writes (status change and edit, with their wallet settlement and audit entries) for the delivery
// routes, which run them inside their transaction (db/joined-transaction.ts), and why an order
// takes no more changes (deleted, completed or cancelled), which refuses it an edit and a place on
// a delivery route alike.
export { unitPriceInForce } from './price-in-force';
export { changeOrderStatus, orderClosedBy, updateOrder } from './service';
// The words of the orders' printed lists (products, payments), for the route sheet.
export { orderExportTexts } from './export-texts';
// An employee's orders are found by the employee's name: a rename rewrites their search texts.
export { refreshEmployeeOrderSearchTexts } from './employee-search-texts';
