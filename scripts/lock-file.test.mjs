import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  minimumNode,
  missingOptionalDependencies,
  packagesNeedingNewerNode,
} from './lock-file.mjs';

const root = new URL('..', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const rootPackage = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));

describe('the committed lock', () => {
  it('installs on the Node.js version the README names, without an engine warning', () => {
    const minimum = minimumNode(rootPackage);
    expect(read('README.md')).toContain(`Only Node.js (${minimum.replace(/\.0$/, '')} or newer)`);
    expect(packagesNeedingNewerNode(lock, minimum)).toEqual([]);
  });

  it("holds every platform's optional packages, so a first install does not rewrite it", () => {
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });
});

describe('lock checks', () => {
  const sample = {
    packages: {
      '': { name: 'app' },
      'node_modules/native': {
        version: '1.0.0',
        optionalDependencies: { 'native-linux-x64': '1.0.0', 'native-darwin-arm64': '1.0.0' },
      },
      'node_modules/native-linux-x64': { version: '1.0.0', optional: true },
      'node_modules/tool/node_modules/dep': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/tool': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
    },
  };

  it('names each missing optional package and who wants it', () => {
    expect(missingOptionalDependencies(sample)).toEqual([
      'native-darwin-arm64 (optional for node_modules/native)',
    ]);
  });

  it('names each package whose engines exclude the minimum Node.js version', () => {
    expect(minimumNode({ engines: { node: '>=20.19' } })).toBe('20.19.0');
    expect(packagesNeedingNewerNode(sample, '20.19.0')).toEqual([
      'node_modules/tool/node_modules/dep@2.0.0 needs node >=22',
    ]);
  });
});
