import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectImageType, type ImageMime } from '../domain/image-type';
import { DomainError } from '../domain/errors';

export interface UploadedImage {
  mime: ImageMime;
  data: Buffer;
}

/** The largest picture taken. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The upload route's own body limit: the picture and room for its part's headers and boundaries.
 * The multipart parser does not go through Fastify's bodyLimit (which is for JSON bodies), so the
 * reader counts the bytes itself, declared or chunked.
 */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * Every limit of the multipart parser (@fastify/multipart over busboy), for the one form the API
 * takes: a single file part. A text field is refused at its headers (fields: 0), before its value
 * is read; a second file part is announced by name and ends the reading (see readImageField).
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024,
  fields: 0,
  fileSize: MAX_IMAGE_BYTES,
  files: 2,
  parts: 2,
  headerPairs: 8,
  headerSize: 8 * 1024,
} as const;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Stops taking in the request's body: what is still on its way is never read; the answer closes
 * the connection (Node then drops the socket instead of draining the rest of the body).
 */
export function stopReadingBody(request: FastifyRequest, reply: FastifyReply): void {
  request.raw.unpipe();
  request.raw.pause();
  void reply.header('connection', 'close');
}

/**
 * Reads a multipart/form-data body holding one image in `field` and nothing else. Not multipart:
 * 415; no such file part, or any other part: 400 at the first part that is not the picture; a
 * picture over 5 MB or a body over UPLOAD_BODY_LIMIT: 413; content that is not PNG, JPEG or WebP
 * (whatever type the client declared): 415. The caller stops the reading on a refusal
 * (stopReadingBody).
 */
export async function readImageField(
  request: FastifyRequest,
  field: string,
): Promise<UploadedImage> {
  if (!request.isMultipart()) throw new DomainError(415, 'multipartRequired');
  const tooLarge = () => new DomainError(413, 'imageTooLarge', { [field]: ['imageTooLarge'] });
  if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw tooLarge();

  // the parts are read in a race with the byte count: past the limit the reading ends at once
  let overflow: (error: Error) => void = () => undefined;
  const overflowed = new Promise<never>((_resolve, reject) => {
    overflow = reject;
  });
  let received = 0;
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > UPLOAD_BODY_LIMIT) overflow(tooLarge());
  };
  const parts = request.parts()[Symbol.asyncIterator]();
  let next = parts.next(); // pipes the body into the parser; counted from its first byte
  request.raw.on('data', count);
  let data: Buffer | undefined;
  try {
    for (;;) {
      const step: IteratorResult<Multipart> = await Promise.race([next, overflowed]);
      if (step.done === true) break;
      const part = step.value;
      if (part.type !== 'file' || part.fieldname !== field || data !== undefined)
        throw new DomainError(400, 'validationFailed', {
          ...(data === undefined ? { [field]: ['required'] } : {}),
          ...(part.fieldname === field ? {} : { [part.fieldname]: ['unknownField'] }),
        });
      data = await Promise.race([part.toBuffer(), overflowed]);
      next = parts.next();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // a text part (refused at its headers, name unread) or more parts than one picture
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new DomainError(400, 'validationFailed', { [field]: ['multipartRequired'] });
    if (isClientError(error)) throw error;
    // busboy's own parse errors (truncated or malformed multipart) carry no status
    throw new DomainError(400, 'badRequest');
  } finally {
    request.raw.off('data', count);
  }
  if (data === undefined) throw new DomainError(400, 'validationFailed', { [field]: ['required'] });
  const mime = detectImageType(data);
  if (mime === null)
    throw new DomainError(415, 'unsupportedImage', { [field]: ['unsupportedImage'] });
  return { mime, data };
}
