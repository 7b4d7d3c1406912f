import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertImageKey, IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), served from
 * `S3_PUBLIC_URL` (the bucket's public address or a CDN in front of it), not by this server.
 */
export function createS3ImageStore(settings: S3Settings): ImageStore {
  // Loaded with the store, so a server keeping its images on disk never loads the SDK (about
  // 13 MB resident, bench/memory.md).
  const s3 = import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: s3Client(sdk, settings) }));

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertImageKey(key);
      const { sdk, client } = await s3;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async delete(keys) {
      keys.forEach(assertImageKey);
      const { sdk, client } = await s3;
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0]!;
          throw new Error(
            `S3 could not delete ${failed.length} of ${batch.length} objects ` +
              `(first: ${first.Key}: ${first.Code} ${first.Message}).`,
          );
        }
      }
    },
    publicUrl(key) {
      assertImageKey(key);
      return `${settings.publicUrl}/${key}`;
    },
    async close() {
      (await s3).client.destroy();
    },
  };
}

function s3Client(sdk: typeof S3Sdk, settings: S3Settings) {
  return new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's usual chain applies (environment, instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}
