// The image formats a profile picture may have, recognised by their first bytes (magic numbers),
// never by the name or the Content-Type the client declared.

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => Array.from(Buffer.from(text, 'ascii'));

/** The type of an image from its content, or null when it is not PNG, JPEG or WebP. */
export function detectImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  // RIFF <size:4> WEBP VP8(space|L|X)
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8))
    return 'image/webp';
  return null;
}
