import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Role } from '../domain/roles';

export type { Role };

/** Who may call an operation: anyone, any signed-in user, or signed-in users with one of the roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A response that is a file (export, image) rather than JSON. */
export interface FileResponse {
  readonly kind: 'file';
  readonly contentTypes: readonly string[];
  readonly description: string;
}

export type ResponseSpec = TSchema | FileResponse;

/** A multipart/form-data body with file fields (the profile picture upload). */
export interface MultipartBody {
  readonly kind: 'multipart';
  readonly fileFields: readonly string[];
  readonly description: string;
}

/**
 * One call of the API: the single source for the OpenAPI document (openapi/openapi.json), the
 * server's request validation and response serialisation, and (through codegen) the SPA's hooks.
 * Paths use OpenAPI templating (`/api/users/{id}`).
 */
export interface OperationSpec {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: TObject;
  readonly querystring?: TObject;
  readonly body?: TSchema | MultipartBody;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
}

export function defineOperation<const T extends OperationSpec>(operation: T): T {
  return operation;
}

export function isFileResponse(spec: ResponseSpec): spec is FileResponse {
  return (spec as Partial<FileResponse>).kind === 'file';
}

export function isMultipartBody(spec: TSchema | MultipartBody): spec is MultipartBody {
  return (spec as Partial<MultipartBody>).kind === 'multipart';
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The typed request parts of an operation, for handlers. */
export interface OperationInput<Op extends OperationSpec> {
  params: StaticOf<Op['params']>;
  query: StaticOf<Op['querystring']>;
  body: Op['body'] extends TSchema ? Static<Op['body']> : undefined;
}

/** What a handler answers for a response spec: the JSON value, or a file's bytes or stream. */
type ResultOf<R> = R extends TSchema
  ? Static<R>
  : R extends FileResponse
    ? Buffer | NodeJS.ReadableStream
    : never;

/**
 * The body of the operation's 200/201 answer: JSON for a schema; for a file response the bytes,
 * or a stream for large files (the handler sets Content-Type and, for downloads,
 * Content-Disposition on the reply).
 */
export type OperationResult<Op extends OperationSpec> =
  Op['responses'] extends Record<200, infer R>
    ? ResultOf<R>
    : Op['responses'] extends Record<201, infer C>
      ? ResultOf<C>
      : never;
