import { PICTURE_MAX_BYTES, pictureFileError } from '../picture-file';

describe('pictureFileError', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(pictureFileError({ type, size: PICTURE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, even images, and anything over 5 MB', () => {
    expect(pictureFileError({ type: 'image/gif', size: 10 })).toBe('invalidType');
    expect(pictureFileError({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(pictureFileError({ type: '', size: 10 })).toBe('invalidType');
    expect(pictureFileError({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
