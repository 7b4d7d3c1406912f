// `npm run demo:pictures`: draws the demo studios' pictures into apps/api/demo-data/pictures, the
// files the server renders at seed time; run it after changing the drawing or a demo studio's
// name, picture count or green screen, and commit the result (docs/decisions/044).
import { fileURLToPath } from 'node:url';
import { DEMO_DRAWINGS_PATH } from '../demo/demo-pictures';
import { writeDemoDrawings } from '../demo/demo-drawings';

const folder = fileURLToPath(new URL(`../../${DEMO_DRAWINGS_PATH}`, import.meta.url));
const { files, bytes } = await writeDemoDrawings(folder);
console.log(`${files.length} drawings, ${Math.round(bytes / 1024)} kB, in ${folder}`);
