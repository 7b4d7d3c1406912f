import { mkdtempSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskImageStore } from '../storage/disk-image-store';
import { addMissingAvifCopies } from './avif-backfill';

describe('addMissingAvifCopies', () => {
  it('makes the AVIF of each card and gallery size that has none, once, and leaves what it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-hive-backfill-'));
    const store = createDiskImageStore({ dir });
    const card = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
    })
      .webp()
      .toBuffer();
    await store.put('studios/a/full.webp', card, 'image/webp');
    await store.put('studios/a/card.webp', card, 'image/webp');
    await store.put('studios/b/card.webp', card, 'image/webp');
    await store.put('studios/b/gallery.webp', card, 'image/webp');
    await store.put('studios/b/card.avif', Buffer.from('already there'), 'image/avif');
    await mkdir(join(dir, 'studios', 'c'));
    await writeFile(join(dir, 'studios', 'c', 'card.webp'), 'not a picture');

    expect(await addMissingAvifCopies(store)).toEqual({
      made: 2,
      unreadable: ['studios/c/card.webp'],
    });
    expect(
      await sharp(await readFile(join(dir, 'studios', 'b', 'gallery.avif'))).metadata(),
    ).toMatchObject({ format: 'heif', width: 64 });
    const made = await sharp(await readFile(join(dir, 'studios', 'a', 'card.avif'))).metadata();
    expect(made).toMatchObject({ format: 'heif', compression: 'av1', width: 64, height: 48 });
    // No AVIF of a full-size picture; an existing AVIF untouched.
    await expect(readFile(join(dir, 'studios', 'a', 'full.avif'))).rejects.toThrow();
    expect((await readFile(join(dir, 'studios', 'b', 'card.avif'))).toString()).toBe(
      'already there',
    );
    // Run again: nothing left to make.
    expect(await addMissingAvifCopies(store)).toEqual({
      made: 0,
      unreadable: ['studios/c/card.webp'],
    });
  });
});
