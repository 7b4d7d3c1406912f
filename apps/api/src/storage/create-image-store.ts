import type { Config } from '../config';
import { createDiskImageStore } from './disk-image-store';
import { uploadsDir, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

/** The store the configuration names: S3 when `S3_BUCKET` is set, else the disk. */
export function createImageStore(config: Pick<Config, 'dataDir' | 's3'>): ImageStore {
  return config.s3
    ? createS3ImageStore(config.s3)
    : createDiskImageStore({ dir: uploadsDir(config.dataDir) });
}
