import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@app/shared/common/people';
import { photoFileSchema } from './photo-file';

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('photoFileSchema', () => {
  it('takes no file, and a JPEG, PNG or WebP up to 5 MB', () => {
    expect(photoFileSchema.safeParse(null).success).toBe(true);
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileSchema.safeParse(file(type, MAX_PHOTO_BYTES)).success).toBe(true);
    }
  });

  it('refuses another type and a larger file with the server’s messages', () => {
    const messages = (value: unknown) => photoFileSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages(file('image/gif'))).toEqual([PHOTO_MESSAGES.type]);
    expect(messages(file('application/pdf'))).toEqual([PHOTO_MESSAGES.type]);
    expect(messages(file('image/png', MAX_PHOTO_BYTES + 1))).toEqual([PHOTO_MESSAGES.size]);
  });
});
