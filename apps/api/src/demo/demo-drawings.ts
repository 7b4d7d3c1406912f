import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { illustrationSvg, studioIllustrations } from '../../demo-data/studio-illustrations';
import { DEMO_STUDIOS } from './demo-studios';
import { demoDrawingFile } from './demo-pictures';

/**
 * Writes the drawing of every demo studio's pictures into `folder` (`npm run demo:pictures`, into
 * apps/api/demo-data/pictures) and removes the drawings of pictures no longer in the catalogue.
 * Not part of the server, which reads the files this writes (docs/decisions/044). Returns the files'
 * names and their total size in bytes.
 */
export async function writeDemoDrawings(
  folder: string,
): Promise<{ files: string[]; bytes: number }> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  let bytes = 0;
  for (const { fields, imageCount } of DEMO_STUDIOS) {
    const scenes = studioIllustrations({
      name: fields.name,
      count: imageCount,
      greenScreen: fields.amenities.includes('Green Screen'),
    });
    for (const [index, scene] of scenes.entries()) {
      const file = demoDrawingFile(fields.name, index);
      const drawing = gzipSync(illustrationSvg(scene), { level: 9 });
      await writeFile(join(folder, file), drawing);
      files.push(file);
      bytes += drawing.length;
    }
  }
  const current = new Set(files);
  for (const stale of await readdir(folder)) {
    if (!current.has(stale)) await rm(join(folder, stale));
  }
  return { files, bytes };
}
