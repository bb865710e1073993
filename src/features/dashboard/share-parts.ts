import type { OrderStats } from '@/api/orders';

export type Dimension = 'product' | 'zone';

/** Zones beyond this many are summed up as one "other zones" bar. */
const MAX_ZONE_BARS = 7;

export interface SharePart {
  key: string;
  name: string;
  orders: number;
  total: number;
  /** Cylinders or litres sold (products only: zones mix both units). */
  quantity?: { value: number; unit: 'units' | 'litres' };
}

export function partsOf(
  stats: OrderStats,
  dimension: Dimension,
  t: (key: string, options?: Record<string, unknown>) => string,
): SharePart[] {
  if (dimension === 'product') {
    return stats.per_product.map((row) => ({
      key: row.product,
      name: t(`products.${row.product}`),
      orders: row.orders,
      total: row.total,
      quantity: {
        value: row.quantity,
        unit: row.product === 'stationary_litre' ? 'litres' : 'units',
      },
    }));
  }
  const zones = stats.per_zone.map((row) => ({
    key: `zone-${row.zone_id}`,
    name: row.zone_name ?? t('share.unknownZone', { id: row.zone_id }),
    orders: row.orders,
    total: row.total,
  }));
  if (zones.length <= MAX_ZONE_BARS + 1) return zones;
  const others = zones.slice(MAX_ZONE_BARS);
  return [
    ...zones.slice(0, MAX_ZONE_BARS),
    {
      key: 'zone-others',
      name: t('share.otherZones'),
      orders: others.reduce((sum, zone) => sum + zone.orders, 0),
      total: others.reduce((sum, zone) => sum + zone.total, 0),
    },
  ];
}
