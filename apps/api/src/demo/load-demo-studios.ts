import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createCatalogueCache } from '../modules/studios/catalogue-cache';
import { createImageStore } from '../storage/create-image-store';
import { seedDemoStudios, type DemoStudiosSummary } from './seed-studios';

/**
 * The demo catalogue with its own image store and cache: every write announces itself, so a
 * running server (this process or another) drops its cached catalogue as studios arrive.
 */
export async function loadDemoStudios(
  config: Pick<Config, 'dataDir' | 's3'>,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<DemoStudiosSummary> {
  const imageStore = createImageStore(config);
  try {
    return await seedDemoStudios(
      { db: database.db, imageStore, cache: createCatalogueCache(), now: () => now, log },
      now,
    );
  } finally {
    await imageStore.close();
  }
}
