// `npm run images:gallery`: makes the gallery size (decision 056) of every studio photo stored
// before it, from its full size in the disk store (DATA_DIR/uploads), and records it in the
// database, so a studio's page offers it to phones. Stop the server first on the embedded database.
import { addMissingGallerySizes } from '../images/gallery-backfill';
import { createImageStore } from '../storage/create-image-store';
import { runCli } from './run-cli';

await runCli(async ({ config, database }) => {
  const store = createImageStore(config);
  try {
    if (store.kind !== 'disk') {
      console.error(
        'The object store (S3_BUCKET) is not backfilled here: its older photos keep their full size (decision 056).',
      );
      process.exitCode = 1;
      return;
    }
    const { made, unreadable } = await addMissingGallerySizes(database.db, store);
    console.log(`${made} gallery size${made === 1 ? '' : 's'} made in ${store.localDir}`);
    for (const key of unreadable)
      console.error(`Could not read ${key}; it keeps its full size only.`);
    if (unreadable.length > 0) process.exitCode = 1;
  } finally {
    await store.close();
  }
});
