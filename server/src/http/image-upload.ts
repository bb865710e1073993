import type { FastifyRequest } from 'fastify';
import { detectImageType, type ImageMime } from '../domain/image-type';
import { DomainError } from './domain-error';

export interface UploadedImage {
  mime: ImageMime;
  data: Buffer;
}

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads a multipart/form-data body holding one image in `field` (size limit: the multipart plugin's
 * fileSize). Not multipart: 415; no such file part or other fields: 400; too big: 413; content that
 * is not PNG, JPEG or WebP (whatever type the client declared): 415.
 */
export async function readImageField(
  request: FastifyRequest,
  field: string,
): Promise<UploadedImage> {
  if (!request.isMultipart()) throw new DomainError(415, 'multipartRequired');
  let data: Buffer | undefined;
  const unknown: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === field && data === undefined) {
        data = await part.toBuffer();
      } else {
        if (part.type === 'file') part.file.resume();
        unknown.push(part.fieldname);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error))
      throw new DomainError(413, 'imageTooLarge', { [field]: ['imageTooLarge'] });
    if (isClientError(error)) throw error;
    // busboy's own parse errors (truncated or malformed multipart) carry no status
    throw new DomainError(400, 'badRequest');
  }
  if (unknown.length > 0 || data === undefined)
    throw new DomainError(400, 'validationFailed', {
      ...(data === undefined ? { [field]: ['required'] } : {}),
      ...Object.fromEntries(unknown.map((name) => [name, ['unknownField']])),
    });
  const mime = detectImageType(data);
  if (mime === null)
    throw new DomainError(415, 'unsupportedImage', { [field]: ['unsupportedImage'] });
  return { mime, data };
}
