// `npm run images:avif`: makes the AVIF copy of every card and gallery size stored without one
// (before decisions 054 and 056; the disk store under DATA_DIR/uploads), which browsers that accept
// AVIF are then sent.
import { ConfigError, loadConfig } from '../config';
import { addMissingAvifCopies } from '../images/avif-backfill';
import { createImageStore } from '../storage/create-image-store';

async function main(): Promise<number> {
  const store = createImageStore(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
  try {
    if (store.kind !== 'disk') {
      console.error(
        'The object store (S3_BUCKET) is not backfilled here: its pictures are sent as WebP (decision 054).',
      );
      return 1;
    }
    const { made, unreadable } = await addMissingAvifCopies(store);
    console.log(`${made} AVIF cop${made === 1 ? 'y' : 'ies'} made in ${store.localDir}`);
    for (const key of unreadable) console.error(`Could not read ${key}; it stays WebP only.`);
    return unreadable.length > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  return 1;
});
