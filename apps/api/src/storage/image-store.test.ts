import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createImageStore } from './create-image-store';
import { createDiskImageStore } from './disk-image-store';
import { imageKeysOf } from '../modules/studios/studio-records';
import { avifKeyOf, galleryKeyOf, isValidImageKey, uploadsDir } from './image-store';

const tempDir = () => mkdtempSync(join(tmpdir(), 'studio-hive-store-'));

describe('image keys', () => {
  it.each(['studios/3f2a/full.webp', 'studios/a_b-c.1/card.webp', 'x.webp'])('accepts %s', (key) =>
    expect(isValidImageKey(key)).toBe(true),
  );

  it.each([
    '',
    '../config',
    'studios/../../etc/passwd',
    'studios/a..b/full.webp',
    '/etc/passwd',
    'studios//full.webp',
    'studios/.hidden',
    'studios\\x\\full.webp',
    'studios/a b/full.webp',
    'studios/%2e%2e/full.webp',
    'studios/x/full.webp?x=1',
    'C:/windows',
    'studios/é/full.webp',
    `studios/${'a'.repeat(200)}/full.webp`,
  ])('refuses %j', (key) => expect(isValidImageKey(key)).toBe(false));
});

describe("a photo's other sizes (decisions 054 and 056)", () => {
  it('are stored beside its full size, and go with the photo', () => {
    expect(avifKeyOf('studios/3f2a/card.webp')).toBe('studios/3f2a/card.avif');
    expect(avifKeyOf('studios/3f2a/card.png')).toBeNull();
    expect(galleryKeyOf('studios/3f2a/full.webp')).toBe('studios/3f2a/gallery.webp');
    expect(galleryKeyOf('x.webp')).toBe('x.gallery.webp');
    expect(
      imageKeysOf({
        storageKey: 'studios/3f2a/full.webp',
        thumbnailStorageKey: 'studios/3f2a/card.webp',
        galleryStorageKey: 'studios/3f2a/gallery.webp',
      }),
    ).toEqual([
      'studios/3f2a/full.webp',
      'studios/3f2a/card.webp',
      'studios/3f2a/card.avif',
      'studios/3f2a/gallery.webp',
      'studios/3f2a/gallery.avif',
    ]);
  });

  it('include a gallery size nobody recorded: a backfill cut short may have written it', () => {
    expect(
      imageKeysOf({ storageKey: 'studios/3f2a/full.webp', thumbnailStorageKey: null }),
    ).toEqual(['studios/3f2a/full.webp', 'studios/3f2a/gallery.webp', 'studios/3f2a/gallery.avif']);
  });
});

describe('the disk image store', () => {
  it('writes, replaces and deletes files under its folder, with root-relative URLs', async () => {
    const dir = tempDir();
    const store = createDiskImageStore({ dir });
    expect(store.kind).toBe('disk');
    expect(store.localDir).toBe(dir);

    await store.put('studios/abc/full.webp', Buffer.from('first'), 'image/webp');
    await store.put('studios/abc/full.webp', Buffer.from('second'), 'image/webp');
    await store.put('studios/abc/card.webp', Buffer.from('card'), 'image/webp');
    expect(await readFile(join(dir, 'studios/abc/full.webp'), 'utf8')).toBe('second');
    // Nothing left over from the write-then-rename.
    expect((await readdir(join(dir, 'studios/abc'))).sort()).toEqual(['card.webp', 'full.webp']);
    expect(store.publicUrl('studios/abc/full.webp')).toBe('/uploads/studios/abc/full.webp');

    await store.delete(['studios/abc/full.webp', 'studios/abc/card.webp', 'studios/zzz/gone.webp']);
    // The image's folder goes with its last file; the studios/ folder stays.
    expect(await readdir(join(dir, 'studios'))).toEqual([]);
  });

  it('keeps a folder that still holds files', async () => {
    const dir = tempDir();
    const store = createDiskImageStore({ dir });
    await store.put('studios/abc/full.webp', Buffer.from('a'), 'image/webp');
    await store.put('studios/abc/card.webp', Buffer.from('b'), 'image/webp');
    await store.delete(['studios/abc/full.webp']);
    expect(await readdir(join(dir, 'studios/abc'))).toEqual(['card.webp']);
  });

  it('refuses keys that could leave its folder, and writes nothing', async () => {
    const parent = tempDir();
    const dir = join(parent, 'uploads');
    const store = createDiskImageStore({ dir });
    await writeFile(join(parent, 'secret'), 'keep me');
    for (const key of ['../secret', '/tmp/x.webp', 'studios/../../secret']) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Refusing/);
      await expect(store.delete([key])).rejects.toThrow(/Refusing/);
      expect(() => store.publicUrl(key)).toThrow(/Refusing/);
    }
    expect(await readFile(join(parent, 'secret'), 'utf8')).toBe('keep me');
    expect(await readdir(parent)).toEqual(['secret']);
  });
});

describe('createImageStore', () => {
  it('uses DATA_DIR/uploads without S3_BUCKET', () => {
    const dataDir = tempDir();
    const store = createImageStore(loadConfig({ DATA_DIR: dataDir }));
    expect(store.kind).toBe('disk');
    expect(store.localDir).toBe(uploadsDir(dataDir));
    expect(store.publicUrl('studios/a/full.webp')).toBe('/uploads/studios/a/full.webp');
  });

  it('uses the bucket with S3_BUCKET, with absolute URLs under S3_PUBLIC_URL', async () => {
    const store = createImageStore(
      loadConfig({
        DATA_DIR: tempDir(),
        S3_BUCKET: 'studio-images',
        S3_PUBLIC_URL: 'https://images.example.com/studio-hive/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(store.kind).toBe('s3');
    expect(store.localDir).toBeUndefined();
    expect(store.publicUrl('studios/a/full.webp')).toBe(
      'https://images.example.com/studio-hive/studios/a/full.webp',
    );
    await store.close();
  });
});
