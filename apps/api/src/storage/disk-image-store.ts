import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { assertImageKey, UPLOADS_URL_PREFIX, type ImageStore } from './image-store';

/**
 * Images as files under `dir` (DATA_DIR/uploads), served by `registerUploads`. Fine for one
 * server process or several sharing one volume; use the S3 store otherwise.
 */
export function createDiskImageStore(options: { dir: string }): ImageStore {
  const root = resolve(options.dir);

  /** The file of a key, refused unless it lies inside the root (keys are validated too). */
  const fileOf = (key: string) => {
    assertImageKey(key);
    const file = resolve(root, key);
    const inside = relative(root, file);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) {
      throw new Error(`Refusing image key ${JSON.stringify(key)}.`);
    }
    return file;
  };

  return {
    kind: 'disk',
    localDir: root,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written beside the target, then renamed over it: a reader sees the old file or the whole
      // new one, never half of it. The dot hides the temporary file from the static server.
      const temporary = join(
        dirname(file),
        `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
      // Each image has its own folder (studios/<random>/): remove it once empty. Top-level
      // folders (studios/) stay, so a concurrent put never loses the folder it just made.
      const folders = new Set(files.map((file) => dirname(file)));
      for (const folder of folders) {
        if (relative(root, folder).split(sep).length < 2) continue;
        await rmdir(folder).catch(() => undefined); // not empty, or already gone
      }
    },
    publicUrl(key) {
      assertImageKey(key);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async close() {},
  };
}
