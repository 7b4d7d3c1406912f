import type { CounterStore } from '../../http/counter-store';
import { AppError } from '../../http/errors';

const HOUR_MS = 60 * 60 * 1000;
const imagesKey = (ownerId: string) => `studio-images:${ownerId}`;

export const imageBudgetSpentMessage = (imagesPerHour: number) =>
  `Your account has uploaded its ${imagesPerHour} image${imagesPerHour === 1 ? '' : 's'} ` +
  'for this hour. Please try again within the hour.';

/**
 * Images one owner may upload an hour (STUDIO_IMAGES_PER_HOUR, docs/decisions/028), counted in
 * the counter store (Redis with REDIS_URL, so every process counts together) in a fixed window.
 * Each image costs a decode whether or not the studio is then stored, so what was taken stays
 * taken; an upload refused for the budget takes nothing.
 */
export function createUploadBudget(store: CounterStore, imagesPerHour: number) {
  const spent = () => new AppError('RATE_LIMITED', imageBudgetSpentMessage(imagesPerHour));
  return {
    /** 429 before the form is read (and written to disk) when the hour's images are used up. */
    async refuseWhenSpent(ownerId: string) {
      if ((await store.get(imagesKey(ownerId))) >= imagesPerHour) throw spent();
    },

    /** Takes `count` images of the owner's hour, all or none: 429 when they do not all fit. */
    async take(ownerId: string, count: number) {
      let taken = 0;
      try {
        while (taken < count) {
          taken += 1;
          if ((await store.increment(imagesKey(ownerId), HOUR_MS)) > imagesPerHour) throw spent();
        }
      } catch (error) {
        for (; taken > 0; taken -= 1) await store.decrement(imagesKey(ownerId));
        throw error;
      }
    },
  };
}

export type UploadBudget = ReturnType<typeof createUploadBudget>;
