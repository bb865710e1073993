/** What the server accepts for a profile picture (the contract: PNG, JPEG or WebP, at most 5 MB). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picture is refused, before sending or by the server (415, 413). */
export type PictureRefusal = 'invalidType' | 'tooLarge';

/** The reason a file is refused, or null when it may be uploaded. */
export function pictureFileError(file: { type: string; size: number }): PictureRefusal | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}
