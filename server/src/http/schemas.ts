import { Type, type TSchema } from '@sinclair/typebox';
import { FIRST_DAY, LAST_DAY } from '../lib/calendar-days';

export { FIRST_DAY, LAST_DAY };

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'Numeric identifier',
});
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
/**
 * YYYY-MM-DD with a year from 1900 to 2999 (`format: date` adds that the day exists: no 2026-02-30).
 * The validation message of this pattern is the date message (see http/validation-errors.ts).
 */
export const DAY_PATTERN = '^(19[0-9]{2}|2[0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const DateOnly = Type.String({
  format: 'date',
  pattern: DAY_PATTERN,
  description: `Calendar day YYYY-MM-DD that exists, from ${FIRST_DAY} to ${LAST_DAY}, read in the business time zone (America/Mexico_City)`,
});
export const Money = Type.Number({
  minimum: 0,
  maximum: 10000000,
  description: 'Mexican pesos (MXN) with at most two decimals; stored as integer cents',
});
export const Phone = Type.String({
  pattern: '^[0-9+() .-]{7,20}$',
  description: 'Phone number: 7 to 20 digits, spaces, dashes, dots, parentheses or a leading +',
});
export const Email = Type.String({ format: 'email', maxLength: 190 });
export const Password = Type.String({
  minLength: 8,
  maxLength: 128,
  description: 'At least 8 characters',
});
export const EmployeeNumber = Type.Union(
  [Type.String({ pattern: '^[0-9]{1,12}$' }), Type.Integer({ minimum: 0, maximum: 999999999999 })],
  { description: 'Employee number: 1 to 12 digits (string or integer)' },
);
export const SearchText = Type.String({
  minLength: 1,
  maxLength: 100,
  description:
    'Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces',
});

export const ErrorBody = Type.Object(
  {
    message: Type.String({ description: 'Human readable, Spanish by default (Accept-Language)' }),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Error' },
);

export const MessageBody = Type.Object({ message: Type.String() }, { $id: 'Message' });

export const IdParams = Type.Object({ id: Id });

export const PageParams = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10000000, description: 'Page number, from 1' }),
  size: Type.Integer({ minimum: 1, maximum: 100, description: 'Rows per page, 1 to 100' }),
});

export const PageSearchParams = Type.Object({
  page: PageParams.properties.page,
  size: PageParams.properties.size,
  search: SearchText,
});

export const Trashed = Type.Union(
  [Type.Literal('without'), Type.Literal('only'), Type.Literal('with')],
  {
    description: 'without (default): active rows; only: deleted rows; with: both',
  },
);
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** Query string shared by the master-data lists. */
export const ListQuery = Type.Object({
  trashed: Type.Optional(Trashed),
  sort: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$', description: 'Column to sort by' })),
  order: Type.Optional(SortOrder),
});

/** The Laravel pagination envelope used by every list call. */
export const Paginated = <T extends TSchema>(item: T, name: string) =>
  Type.Object(
    {
      data: Type.Array(item),
      current_page: Type.Integer({ minimum: 1 }),
      per_page: Type.Integer({ minimum: 1 }),
      total: Type.Integer({ minimum: 0 }),
      last_page: Type.Integer({ minimum: 1 }),
    },
    { $id: name },
  );

/** Export filter segment: a search text, or `all` (also `-`) for no filter. */
export const ExportFilterParams = Type.Object({
  filter: Type.String({
    minLength: 1,
    maxLength: 100,
    description:
      'Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row',
  }),
});

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = 'application/pdf';

export const excelFile = {
  kind: 'file',
  contentTypes: [XLSX],
  description: 'Excel workbook (attachment)',
} as const;
export const pdfFile = {
  kind: 'file',
  contentTypes: [PDF],
  description: 'PDF document (attachment)',
} as const;

/** Error answers, by status. */
export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<
    number,
    typeof ErrorBody
  >;

// ---------------------------------------------------------------- fields several resources share

/** The name of a zone, a location, a person. */
export const Name = Type.String({ minLength: 1, maxLength: 120 });
export const Description = Type.String({ maxLength: 1000 });

export const Product = Type.Union(
  [
    Type.Literal('cylinder_10kg'),
    Type.Literal('cylinder_20kg'),
    Type.Literal('cylinder_30kg'),
    Type.Literal('cylinder_45kg'),
    Type.Literal('stationary_litre'),
  ],
  { $id: 'Product', description: 'Cylinders are sold per unit; stationary tanks per litre' },
);
