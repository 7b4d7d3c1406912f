import { describe, expect, it } from 'vitest';
import { entryKey, initialFiles, staticClosure } from './bundle-budget.mjs';

/** A manifest shaped as Vite writes it: an entry, shared chunks, two lazy routes. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/home.tsx', 'src/detail.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_router.js', '_dates.js'] },
  '_dates.js': { file: 'assets/dates.js' },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    imports: ['_react.js', '_card.js'],
    dynamicImports: ['_form.js'],
  },
  'src/detail.tsx': { file: 'assets/detail.js', imports: ['_form.js'] },
};

describe('the first download of a route', () => {
  it('finds the one entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ 'a.js': { file: 'a.js' } })).toThrow(/one entry chunk/);
  });

  it('follows static imports transitively, each chunk once, and never dynamic ones', () => {
    expect(staticClosure(manifest, 'src/home.tsx')).toEqual([
      'src/home.tsx',
      '_react.js',
      '_card.js',
      '_router.js',
      '_dates.js',
    ]);
  });

  it('is the entry with its imports, then the route with what the entry did not bring', () => {
    expect(initialFiles(manifest, 'src/home.tsx')).toEqual({
      js: [
        'assets/index.js',
        'assets/react.js',
        'assets/router.js',
        'assets/home.js',
        'assets/card.js',
        'assets/dates.js',
      ],
      css: ['assets/index.css'],
    });
    expect(initialFiles(manifest, 'src/detail.tsx')).toEqual({
      js: [
        'assets/index.js',
        'assets/react.js',
        'assets/router.js',
        'assets/detail.js',
        'assets/form.js',
      ],
      css: ['assets/index.css', 'assets/form.css'],
    });
  });

  it('names a route module the build does not have', () => {
    expect(() => initialFiles(manifest, 'src/gone.tsx')).toThrow("no chunk 'src/gone.tsx'");
  });
});
