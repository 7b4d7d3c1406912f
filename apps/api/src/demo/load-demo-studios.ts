import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createCatalogueCache, type CatalogueCache } from '../modules/studios/catalogue-cache';
import { createImageStore } from '../storage/create-image-store';
import { seedDemoBookings, type DemoBookingsSummary } from './seed-bookings';
import { seedDemoCalendars } from './seed-calendars';
import { seedDemoStudios, type DemoStudiosSummary } from './seed-studios';

/**
 * The demo catalogue with its own image store, then the demo bookings and reviews at its studios
 * and the demo owner's imported calendar.
 * Every write announces itself, so other processes drop their cached catalogue as studios and
 * reviews arrive; a server loading its own demo data passes its cache to drop at once.
 */
export async function loadDemoStudios(
  config: Pick<Config, 'dataDir' | 's3' | 'depositMinutes'>,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: { now?: Date; cache?: CatalogueCache } = {},
): Promise<DemoStudiosSummary & DemoBookingsSummary & { calendars: number }> {
  const { now = new Date(), cache = createCatalogueCache() } = options;
  const imageStore = createImageStore(config);
  try {
    const studios = await seedDemoStudios(
      // The demo catalogue is nobody's news: no review notifications.
      {
        db: database.db,
        imageStore,
        cache,
        now: () => now,
        log,
        reviewNotifications: null,
        depositMinutes: config.depositMinutes,
      },
      now,
    );
    const bookings = await seedDemoBookings(
      { db: database.db, cache, log, depositMinutes: config.depositMinutes },
      now,
    );
    const calendars = await seedDemoCalendars(database.db, now);
    return { ...studios, ...bookings, calendars };
  } finally {
    await imageStore.close();
  }
}
