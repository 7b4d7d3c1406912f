import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createCatalogueCache } from '../modules/studios/catalogue-cache';
import { createImageStore } from '../storage/create-image-store';
import { seedDemoBookings, type DemoBookingsSummary } from './seed-bookings';
import { seedDemoStudios, type DemoStudiosSummary } from './seed-studios';

/**
 * The demo catalogue with its own image store and cache, then the demo bookings and reviews at
 * its studios: every write announces itself, so a running server (this process or another) drops
 * its cached catalogue as studios and reviews arrive.
 */
export async function loadDemoStudios(
  config: Pick<Config, 'dataDir' | 's3'>,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<DemoStudiosSummary & DemoBookingsSummary> {
  const imageStore = createImageStore(config);
  const cache = createCatalogueCache();
  try {
    const studios = await seedDemoStudios(
      { db: database.db, imageStore, cache, now: () => now, log },
      now,
    );
    const bookings = await seedDemoBookings({ db: database.db, cache, log }, now);
    return { ...studios, ...bookings };
  } finally {
    await imageStore.close();
  }
}
