import type { DeliveryRoute, DeliveryStop } from '@/api/delivery-routes';
import { parseAmount } from '@/lib/money/money';

/** The stops with an outcome recorded, and all of them. */
export function progressOf(route: DeliveryRoute): { done: number; total: number } {
  return {
    done: route.stops.filter((stop) => stop.outcome !== null).length,
    total: route.stops.length,
  };
}

/** Every stop has its outcome: the route may be closed. */
export const allRecorded = (route: DeliveryRoute): boolean =>
  route.stops.every((stop) => stop.outcome !== null);

/** The stop sells litres (a tank truck's): its delivery records the litres dispensed. */
export const dispensesLitres = (stop: DeliveryStop): boolean => stop.product === 'stationary_litre';

/** What the driver collects at the door: nothing for an order paid from the wallet. */
export const collectsAtDoor = (stop: DeliveryStop): boolean => stop.payment_method !== 'wallet';

/** The cash counted as typed, in cents: "0" is a count too (a route of card orders only). */
export function countedCents(text: string): { ok: true; cents: number } | { ok: false } {
  if (/^\s*0*(\.0{0,2})?\s*$/.test(text) && /\d/.test(text)) return { ok: true, cents: 0 };
  const parsed = parseAmount(text.replace(/[$,\s]/g, ''));
  return parsed.ok ? parsed : { ok: false };
}

/** The most litres one delivery records (the contract's bound). */
export const MAX_LITRES = 60_000;

/** Litres as typed: whole litres, 1 to {@link MAX_LITRES}; null otherwise. */
export function litresOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_LITRES ? value : null;
}
