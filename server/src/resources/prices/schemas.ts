import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp, DateOnly, Money, Paginated, Product } from '../../http/schemas';

const PRICE_MEANING =
  'MXN per unit sold: one cylinder for cylinder_10kg … cylinder_45kg, one litre for stationary_litre';

export const Price = Type.Object(
  {
    id: Id,
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    price: Type.Number({ ...Money, description: PRICE_MEANING }),
    effective_from: DateOnly,
    user_add: Nullable(Id),
    user_add_name: Nullable(
      Type.String({ description: 'The operator who set the price (name and last name)' }),
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  {
    $id: 'Price',
    description:
      'The unit price of a product in a zone from a day on: in force from effective_from until the day before the next live price of the same zone and product (on a day with several, the newest).',
  },
);

export const PriceBody = Type.Object(
  {
    zone_id: Id,
    product: Product,
    price: Type.Number({ ...Money, description: `${PRICE_MEANING}; at most two decimals` }),
    effective_from: DateOnly,
  },
  {
    $id: 'PriceBody',
    additionalProperties: false,
    description:
      'zone_id must be an active zone (422 errors.zone_id). One live price per zone, product and day (409 errors.effective_from). A price above the regulated maximum in force for the zone and product in the week of effective_from (the maximum per kg times the kilograms of the cylinder, or the maximum per litre) is refused with 422 errors.price. user_add is the signed-in operator.',
  },
);

export const PriceListQuery = Type.Object({
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
  from: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `effective_from on or after this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  to: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `effective_from on or before this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(
    Type.String({
      pattern: '^[a-z_]{1,40}$',
      description:
        'id, zone_name, product, price, effective_from (default, newest first), user_add_name, created_at, updated_at or deleted_at',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

export const CurrentPrice = Type.Object(
  {
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    day: DateOnly,
    price: Type.Number({ ...Money, description: PRICE_MEANING }),
    source: Type.Union([Type.Literal('price'), Type.Literal('last_order')], {
      description:
        'price: the price in force on the day; last_order: no price is in force, the unit price of the latest live order of the zone and product',
    }),
    price_id: Nullable(Id),
    effective_from: Nullable(DateOnly),
  },
  {
    $id: 'CurrentPrice',
    description:
      'The unit price an order of the zone and product takes today when none is given (the same rule as saving an order)',
  },
);

export const ProductKind = Type.Union(
  [Type.Literal('cylinder_kg'), Type.Literal('stationary_litre')],
  {
    $id: 'ProductKind',
    description:
      'What a regulated maximum applies to: cylinder_kg, MXN per kg of the cylinders (all sizes); stationary_litre, MXN per litre',
  },
);

const WeekStart = Type.String({
  ...DateOnly,
  description: 'The Sunday that starts the week (Sunday to Saturday), YYYY-MM-DD',
});

export const PriceMaximum = Type.Object(
  {
    id: Id,
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product_kind: ProductKind,
    week_start: WeekStart,
    week_end: Type.String({ ...DateOnly, description: 'The Saturday that ends the week' }),
    max: Type.Number({ ...Money, description: 'MXN per kg (cylinder_kg) or per litre' }),
    user_add: Nullable(Id),
    user_add_name: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  {
    $id: 'PriceMaximum',
    description: 'The regulated maximum price of a zone for a week, published by the regulator',
  },
);

export const PriceMaximumBody = Type.Object(
  {
    zone_id: Id,
    product_kind: ProductKind,
    week_start: WeekStart,
    max: Type.Number({
      exclusiveMinimum: 0,
      maximum: 10000000,
      description: 'MXN per kg (cylinder_kg) or per litre, at most two decimals',
    }),
  },
  { $id: 'PriceMaximumBody', additionalProperties: false },
);

export const PriceMaximumListQuery = Type.Object({
  zone_id: Type.Optional(Id),
  // a copy without $id: a query parameter drops its description, the component must keep it
  product_kind: Type.Optional(
    Type.Union([Type.Literal('cylinder_kg'), Type.Literal('stationary_litre')]),
  ),
  from: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `Weeks that end on or after this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  to: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `Weeks that start on or before this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(
    Type.String({
      pattern: '^[a-z_]{1,40}$',
      description:
        'id, zone_name, product_kind, week_start (default, newest first), max, created_at, updated_at or deleted_at',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** Optional filters of the average and the price-over-time calls. */
export const PriceRangeQuery = Type.Object({
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
});

export const AveragePrice = Type.Object(
  {
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    average_price: Type.Number({
      ...Money,
      description:
        'Average of the prices in force over the covered days of the range, each weighted by its days, rounded to the cent',
    }),
    days_covered: Type.Integer({
      minimum: 1,
      description:
        'Days of the range with a price in force (days before the first price do not count)',
    }),
    min_price: Money,
    max_price: Money,
    price_at_end: Type.Number({
      ...Money,
      description: 'The price in force on the last day of the range',
    }),
    orders_count: Type.Integer({
      minimum: 0,
      description:
        'Completed orders of the zone and product completed in the range (deleted ones left out)',
    }),
    orders_average_price: Nullable(
      Type.Number({
        ...Money,
        description:
          'Average unit price of those orders (each order counts once), rounded to the cent; null without orders',
      }),
    ),
  },
  {
    $id: 'AveragePrice',
    description:
      'The price of a zone and product over a range of days, from the live price records (a deleted price does not count)',
  },
);

export const PriceHistory = Type.Object(
  {
    from: DateOnly,
    to: DateOnly,
    series: Type.Array(
      Type.Object({
        zone_id: Id,
        zone_name: Nullable(Type.String()),
        product: Product,
        steps: Type.Array(
          Type.Object({
            from: DateOnly,
            to: DateOnly,
            price: Money,
            price_id: Id,
          }),
          {
            description:
              'The prices in force, oldest first, cut to the range; consecutive and without gaps',
          },
        ),
        maximums: Type.Array(
          Type.Object({
            week_start: DateOnly,
            week_end: DateOnly,
            max: Type.Number({ ...Money, description: 'MXN per kg or per litre, as published' }),
            max_unit_price: Type.Number({
              ...Money,
              description:
                'The highest unit price it allows for this product (max times the kilograms of a cylinder)',
            }),
          }),
          {
            description:
              'The weekly regulated maximums of the zone for this product that overlap the range',
          },
        ),
      }),
    ),
  },
  {
    $id: 'PriceHistory',
    description:
      'Price over time per zone and product (only those with a price in force in the range), for the chart',
  },
);

export const PricePage = Paginated(Price, 'PricePage');
export const PriceMaximumPage = Paginated(PriceMaximum, 'PriceMaximumPage');
