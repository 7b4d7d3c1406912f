import sharp from 'sharp';
import type { MultipartFile } from './multipart';

/** A plain-coloured PNG image. */
export const pngImage = (width = 64, height = 48, colour = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A PNG as the studio form uploads it (field `images`). */
export const pngUpload = async (name = 'room.png', bytes?: Buffer): Promise<MultipartFile> => ({
  field: 'images',
  filename: name,
  contentType: 'image/png',
  bytes: bytes ?? (await pngImage()),
});
