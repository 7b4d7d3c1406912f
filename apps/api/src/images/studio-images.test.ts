import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { GALLERY_WIDTH } from '@studio-hive/domain';
import { AppError } from '../http/errors';
import {
  cardSize,
  IMAGE_DECODES_AT_ONCE,
  IMAGE_TOO_MANY_PIXELS,
  imageDecodes,
  NOT_AN_IMAGE,
  processStudioImage,
  type ProcessedStudioImage,
} from './studio-images';

/** A photo-like picture (a gradient, so encoders have something to do). */
function picture(width: number, height: number) {
  const channels = 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
    }
  }
  return sharp(data, { raw: { width, height, channels } });
}

async function expectRefused(bytes: Buffer, message: string) {
  const error = await processStudioImage(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message });
}

async function expectWebp(image: ProcessedStudioImage) {
  const full = await sharp(image.full).metadata();
  const card = await sharp(image.card).metadata();
  expect(full).toMatchObject({ format: 'webp', width: image.width, height: image.height });
  expect(card).toMatchObject({ format: 'webp', width: image.cardWidth, height: image.cardHeight });
  // The gallery size (decision 056): the same picture, 800 px wide at most, never enlarged.
  const gallery = await sharp(image.gallery).metadata();
  const scale = Math.min(1, GALLERY_WIDTH / image.width);
  expect(gallery.format).toBe('webp');
  expect(gallery.width).toBeCloseTo(image.width * scale, -0.5);
  expect(gallery.height).toBeCloseTo(image.height * scale, -0.5);
  expect(await sharp(image.galleryAvif).metadata()).toMatchObject({
    format: 'heif',
    compression: 'av1',
    width: gallery.width,
    height: gallery.height,
  });
  // The card's AVIF (decision 054): the same pixels, fewer bytes.
  const cardAvif = await sharp(image.cardAvif).metadata();
  expect(cardAvif).toMatchObject({
    format: 'heif',
    compression: 'av1',
    width: image.cardWidth,
    height: image.cardHeight,
  });
  return { full, card };
}

/** A PNG header claiming width x height 1-bit grey pixels, with all-zero rows: tiny on disk. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The EXIF tag that points to the GPS block. */
const GPS_IFD_TAG = 0x8825;

/** Tag numbers of the first IFD of an EXIF block as sharp returns it ("Exif\0\0" + TIFF). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('processStudioImage', () => {
  it('re-encodes a large JPEG as WebP: full size inside 1600x1200, a 640x480 card', async () => {
    const jpeg = await picture(3000, 2000).jpeg({ quality: 90 }).toBuffer();
    const image = await processStudioImage(jpeg);
    expect(image).toMatchObject({ width: 1600, height: 1067, cardWidth: 640, cardHeight: 480 });
    await expectWebp(image);
  });

  it('fits a portrait PNG inside 1600x1200 and crops its card to 4:3', async () => {
    const png = await picture(900, 1800).png().toBuffer();
    const image = await processStudioImage(png);
    expect(image).toMatchObject({ width: 600, height: 1200, cardWidth: 600, cardHeight: 450 });
    await expectWebp(image);
  });

  it("makes a portrait photo's gallery size 800 px wide, as the page's srcset says", async () => {
    const png = await picture(1800, 2400).png().toBuffer();
    const image = await processStudioImage(png);
    expect(image).toMatchObject({ width: 900, height: 1200 });
    expect(await sharp(image.gallery).metadata()).toMatchObject({ width: 800, height: 1067 });
  });

  it('never enlarges a small image', async () => {
    const png = await picture(320, 200).png().toBuffer();
    const image = await processStudioImage(png);
    expect(image).toMatchObject({ width: 320, height: 200, cardWidth: 267, cardHeight: 200 });
    await expectWebp(image);
  });

  it.each([
    ['WebP', (s: Sharp) => s.webp()],
    ['GIF', (s: Sharp) => s.gif()],
    ['TIFF', (s: Sharp) => s.tiff()],
    ['AVIF', (s: Sharp) => s.avif({ effort: 0 })],
  ])('accepts %s', async (_name, encodeAs) => {
    const bytes = await encodeAs(picture(200, 150)).toBuffer();
    const image = await processStudioImage(bytes);
    expect(image).toMatchObject({ width: 200, height: 150 });
    await expectWebp(image);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif({ delay: [200, 200] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const image = await processStudioImage(gif);
    expect(image).toMatchObject({ width: 120, height: 90 });
    expect((await sharp(image.full).metadata()).pages ?? 1).toBe(1);
    const { dominant } = await sharp(image.full).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('turns the picture upright by its EXIF orientation and drops EXIF, GPS, XMP and ICC', async () => {
    // 400x200 stored sideways (orientation 6: rotate 90° clockwise to view), with camera and
    // location data and a wide-gamut profile.
    const jpeg = await picture(400, 200)
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Secret Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 36/1 50/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 12/1 34/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('Secret Owner');
    expect(ifd0Tags(input.exif!)).toContain(GPS_IFD_TAG);
    expect(input.hasProfile).toBe(true);

    const image = await processStudioImage(jpeg);
    expect(image).toMatchObject({ width: 200, height: 400 });
    for (const output of [image.full, image.card, image.cardAvif]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(output.toString('latin1')).not.toContain('Secret Owner');
      expect(output.toString('latin1')).not.toContain('PhoneCo');
    }
  });

  it('refuses a text file named .png', async () => {
    await expectRefused(Buffer.from('name,price\nStudio A,1200\n'), NOT_AN_IMAGE);
  });

  it('refuses an empty file', async () => {
    await expectRefused(Buffer.alloc(0), NOT_AN_IMAGE);
  });

  it('refuses SVG, with or without a script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>';
    await expectRefused(Buffer.from(svg), NOT_AN_IMAGE);
    await expectRefused(Buffer.from(`<?xml version="1.0"?>\n${svg}`), NOT_AN_IMAGE);
    // A valid SVG that sharp itself could render is refused all the same.
    await expectRefused(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      NOT_AN_IMAGE,
    );
  });

  it('refuses a file with an image signature but broken contents', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, jpeg.length / 2), NOT_AN_IMAGE);
    await expectRefused(
      Buffer.concat([jpeg.subarray(0, 3), Buffer.from('not really')]),
      NOT_AN_IMAGE,
    );
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    const bomb = pngBomb(20_000, 20_000); // 400 megapixels
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    await expectRefused(bomb, IMAGE_TOO_MANY_PIXELS);
    // Decoding 400 MP would take seconds and gigabytes; reading the header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses an image just over 40 megapixels and a side longer than WebP allows', async () => {
    await expectRefused(pngBomb(8000, 5001), IMAGE_TOO_MANY_PIXELS);
    await expectRefused(pngBomb(20_000, 10), IMAGE_TOO_MANY_PIXELS);
  });
});

describe('image decodes across the process', () => {
  it('runs at most IMAGE_DECODES_AT_ONCE at once; the others wait their turn and succeed', async () => {
    expect(IMAGE_DECODES_AT_ONCE).toBeLessThanOrEqual(2);
    const jpeg = await picture(1200, 900).jpeg().toBuffer();
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, imageDecodes.activeCount)), 1);
    const work = Array.from({ length: 6 }, () => processStudioImage(jpeg));
    // All six are in: the limit's slots are taken and the rest queue rather than fail.
    await vi.waitFor(() => expect(imageDecodes.activeCount + imageDecodes.pendingCount).toBe(6));
    expect(imageDecodes.activeCount).toBe(IMAGE_DECODES_AT_ONCE);
    const images = await Promise.all(work);
    clearInterval(watch);
    expect(images.every((image) => image.width === 1200)).toBe(true);
    expect(busiest).toBeLessThanOrEqual(IMAGE_DECODES_AT_ONCE);
    expect(imageDecodes.activeCount + imageDecodes.pendingCount).toBe(0);
  });

  it('reads an upload from its temporary file as from memory', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'studio-images-'));
    try {
      const path = join(dir, 'upload');
      await writeFile(path, await picture(800, 600).png().toBuffer());
      expect(await processStudioImage({ path })).toMatchObject({ width: 800, height: 600 });
      await writeFile(path, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await expect(processStudioImage({ path })).rejects.toThrow(NOT_AN_IMAGE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('cardSize', () => {
  it.each([
    [3000, 2000, 640, 480],
    [1600, 1200, 640, 480],
    [600, 1200, 600, 450],
    [320, 200, 267, 200],
    [1, 1, 1, 1],
  ])('of %ix%i is %ix%i', (width, height, cardWidth, cardHeight) => {
    expect(cardSize(width, height)).toEqual({ width: cardWidth, height: cardHeight });
  });
});
