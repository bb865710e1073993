import { Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';

export const Health = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Optional(
      Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')], {
        description: 'Only with a staff token',
      }),
    ),
    version: Type.Optional(Type.String({ description: 'Only with a staff token' })),
  },
  {
    $id: 'Health',
    description:
      'Without a token (or with a customer token) only { "status": "ok" }; a staff token also gets the database dialect and the version.',
  },
);

export const ExportProgress = Type.Object(
  {
    id: Type.String({ description: 'The export, as its X-Export-Id header named it' }),
    rows_total: Nullable(
      Type.Integer({ minimum: 0, description: 'Rows the export holds (X-Total-Count)' }),
    ),
    rows_done: Type.Integer({
      minimum: 0,
      description: 'Rows written so far (renewed about once a second)',
    }),
  },
  { $id: 'ExportProgress', additionalProperties: false },
);
