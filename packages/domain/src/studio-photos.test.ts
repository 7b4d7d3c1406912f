import { describe, expect, it } from 'vitest';
import { galleryPhotoSrcSet } from './studio-photos';

describe('galleryPhotoSrcSet', () => {
  it('offers the gallery size and the full size by their widths', () => {
    expect(
      galleryPhotoSrcSet('/uploads/studios/a/full.webp', '/uploads/studios/a/gallery.webp'),
    ).toBe('/uploads/studios/a/gallery.webp 800w, /uploads/studios/a/full.webp 1600w');
  });

  it('offers nothing for a photo that has only its full size', () => {
    expect(
      galleryPhotoSrcSet('/uploads/studios/a/full.webp', '/uploads/studios/a/full.webp'),
    ).toBeUndefined();
  });
});
