/** What the server accepts for a profile picture (the contract: PNG, JPEG or WebP, at most 5 MB). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The key (of `profile`) of the reason a file is refused, or null when it may be uploaded. */
export function pictureFileError(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'picture.invalidType';
  if (file.size > PICTURE_MAX_BYTES) return 'picture.tooLarge';
  return null;
}
