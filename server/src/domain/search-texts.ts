import { buildSearchText, digitsOf } from '../lib/search-text';

// What each searchable table stores in its `search_text` column. Every write of such a row
// recomputes it through these functions, so search stays case- and accent-insensitive.

export interface UserSearchFields {
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  number: string | null;
  username: string | null;
}

export const userSearchText = (user: UserSearchFields): string =>
  buildSearchText([
    user.name,
    user.last_name,
    user.email,
    digitsOf(user.phone),
    user.number,
    user.username,
  ]);

export const placeSearchText = (place: {
  name: string;
  phone: string | null;
  description: string | null;
}): string => buildSearchText([place.name, digitsOf(place.phone), place.description]);

export const orderSearchText = (order: {
  folio: string;
  customer_name: string;
  customer_phone: string;
  employee_name: string | null;
}): string =>
  buildSearchText([
    order.folio,
    order.customer_name,
    digitsOf(order.customer_phone),
    order.employee_name,
  ]);

/** What the answers list searches: customer, folio and comment (a poll title is not searched). */
export const answerSearchText = (answer: {
  customer_name: string | null;
  order_folio: string | null;
  comment: string | null;
}): string => buildSearchText([answer.customer_name, answer.order_folio, answer.comment]);

/** What two plates are compared by: their letters and digits (a stored plate is upper case). */
export const plateKeyOf = (plate: string): string => plate.replace(/[\s-]+/g, '').toUpperCase();

/** A vehicle is found by its plate, with or without its hyphens. */
export const vehicleSearchText = (plate: string): string =>
  buildSearchText([plate, plateKeyOf(plate)]);
