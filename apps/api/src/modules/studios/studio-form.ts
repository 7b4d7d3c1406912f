import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  MAX_IMAGE_BYTES,
  MAX_STUDIO_IMAGES,
  STUDIO_MESSAGES,
  type StudioFormMode,
} from '@studio-hive/domain';
import { AppError, badRequest } from '../../http/errors';
import type { UploadedImage } from '../../images/store-studio-images';

/** Fields of docs/api.md#studios that carry JSON; the others are plain text. */
const JSON_FIELDS = new Set([
  'equipments',
  'amenities',
  'operationalHours',
  'packages',
  'addons',
  'location',
  'availability',
  'deposit',
  'youtubeLinks',
  'existingImages',
]);
const TEXT_FIELDS = new Set([
  'name',
  'description',
  'pricePerHour',
  'area',
  'rules',
  'minimumDurationHours',
  'instagramUsername',
  'bookingMode',
  'cancellationHours',
  'contactPhone',
  'upiId',
]);

/** Generous for 3 months of hourly availability, small enough that no field can flood memory. */
export const MAX_FIELD_BYTES = 512 * 1024;

/** Limits handed to @fastify/multipart for the studio routes. */
export const STUDIO_FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_STUDIO_IMAGES,
  fields: 40,
  fieldSize: MAX_FIELD_BYTES,
  parts: MAX_STUDIO_IMAGES + 40,
  headerPairs: 200,
};

const tooManyImages = (mode: StudioFormMode) =>
  badRequest(
    mode === 'add' ? STUDIO_MESSAGES.tooManyImagesAdd : STUDIO_MESSAGES.tooManyImagesEdit,
    {
      images: mode === 'add' ? STUDIO_MESSAGES.tooManyImagesAdd : STUDIO_MESSAGES.tooManyImagesEdit,
    },
  );

export const IMAGE_TOO_LARGE = 'Each image can be at most 10 MB.';

export type StudioForm = {
  raw: Record<string, unknown>;
  images: UploadedImage[];
  /** Removes the form's temporary files; never throws. */
  cleanup(): Promise<void>;
};

/**
 * Reads a studio's multipart form (docs/api.md#studios): JSON fields decoded, text fields as sent,
 * files of the `images` field streamed to a temporary folder under `tmpDir` within the limits
 * (never held whole in memory: decision 028); unknown fields ignored. Every limit breach is a
 * clear 4xx in the product's words where it has them.
 */
export async function readStudioForm(
  request: FastifyRequest,
  mode: StudioFormMode,
  tmpDir: string = tmpdir(),
): Promise<StudioForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Studio details must be sent as a multipart form (multipart/form-data).',
    );
  }
  const raw: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  let folder: string | undefined;
  const cleanup = async () => {
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    for await (const part of request.parts({ limits: STUDIO_FORM_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          // Read through and dropped, never kept.
          await pipeline(part.file, new Writable({ write: (_chunk, _enc, next) => next() })).catch(
            () => undefined,
          );
          continue;
        }
        if (!folder) {
          await mkdir(tmpDir, { recursive: true });
          folder = await mkdtemp(join(tmpDir, 'studio-form-'));
        }
        const path = join(folder, String(images.length));
        const file = createWriteStream(path);
        await pipeline(part.file, file);
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
        if (file.bytesWritten > 0) images.push({ path, filename: part.filename });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too large.`);
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (JSON_FIELDS.has(part.fieldname)) raw[part.fieldname] = decodeJson(part.fieldname, value);
      else if (TEXT_FIELDS.has(part.fieldname)) raw[part.fieldname] = value;
    }
  } catch (error) {
    await cleanup();
    throw translateLimitError(error, mode);
  }
  return { raw, images, cleanup };
}

function decodeJson(field: string, value: string): unknown {
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`The field ${field} must be valid JSON.`, { [field]: 'Must be valid JSON.' });
  }
}

function translateLimitError(error: unknown, mode: StudioFormMode): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyImages(mode);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form contains a field name that is not allowed.');
    default:
      // A torn or malformed multipart body is the client's fault, never a 500.
      if (error instanceof AppError) return error;
      if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message)) {
        return badRequest('The form could not be read. Please try again.');
      }
      return error;
  }
}
