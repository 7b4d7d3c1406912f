import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  pageFeatures,
  readStylesheetIndex,
  type StylesheetIndex,
} from './critical-css';

const INDEX: StylesheetIndex = {
  href: '/assets/index-1.css',
  pieces: [
    '@layer theme,utilities;',
    {
      open: '@layer theme{',
      pieces: [
        {
          open: ':root{',
          pieces: [
            { defines: '--font-sans', css: '--font-sans:ui-sans-serif;' },
            { defines: '--color-indigo-600', css: '--color-indigo-600:#4f46e5;' },
            { defines: '--color-rose-600', css: '--color-rose-600:#e11d48;' },
            { defines: '--spacing', css: '--spacing:.25rem;' },
            {
              defines: '--default-font',
              uses: ['--font-sans'],
              css: '--default-font:var(--font-sans);',
            },
          ],
        },
      ],
    },
    { css: 'body{font-family:var(--default-font)}', uses: ['--default-font'] },
    {
      open: '@layer utilities{',
      pieces: [
        {
          needs: [['.text-indigo-600']],
          uses: ['--color-indigo-600'],
          css: '.text-indigo-600{color:var(--color-indigo-600)}',
        },
        {
          needs: [['.text-rose-600']],
          uses: ['--color-rose-600'],
          css: '.text-rose-600{color:var(--color-rose-600)}',
        },
        { needs: [['optgroup']], css: 'optgroup{font-weight:bold}' },
        {
          open: '@media (width>=40rem){',
          pieces: [
            {
              needs: [['.sm:p-4']],
              uses: ['--spacing'],
              css: '.sm\\:p-4{padding:calc(var(--spacing)*4)}',
            },
            {
              needs: [['.group', '.group-hover:flex']],
              css: '.group:hover .group-hover\\:flex{display:flex}',
            },
          ],
        },
      ],
    },
    { defines: '--tw-shadow', css: '@property --tw-shadow{syntax:"*";inherits:false}' },
  ],
};

describe('pageFeatures', () => {
  it('reads every class and element of the markup, classes as React escapes them', () => {
    const features = pageFeatures(
      '<div class="flex [&amp;&gt;svg]:size-4  sm:p-4"><svg class="size-8"><path/></svg>' +
        '<p class="content-[&#x27;x&#x27;] after:content-[&quot;y&quot;]">Text</p></div>',
    );
    expect([...features].sort()).toEqual(
      [
        '.[&>svg]:size-4',
        '.after:content-["y"]',
        ".content-['x']",
        '.flex',
        '.size-8',
        '.sm:p-4',
        'div',
        'p',
        'path',
        'svg',
      ].sort(),
    );
  });
});

describe('criticalCss', () => {
  it('keeps the rules the page can match, and the custom properties those use', () => {
    expect(criticalCss(INDEX, pageFeatures('<p class="text-indigo-600 sm:p-4">Hi</p>'))).toBe(
      '@layer theme,utilities;' +
        '@layer theme{:root{--font-sans:ui-sans-serif;--color-indigo-600:#4f46e5;--spacing:.25rem;' +
        '--default-font:var(--font-sans);}}' +
        'body{font-family:var(--default-font)}' +
        '@layer utilities{.text-indigo-600{color:var(--color-indigo-600)}' +
        '@media (width>=40rem){.sm\\:p-4{padding:calc(var(--spacing)*4)}}}',
    );
  });

  it('keeps a rule only when the page has everything one of its selectors needs', () => {
    const css = (html: string) => criticalCss(INDEX, pageFeatures(html));
    expect(css('<div class="group-hover:flex"></div>')).not.toContain('group-hover');
    expect(css('<div class="group"><span class="group-hover:flex"></span></div>')).toContain(
      '.group:hover .group-hover\\:flex{display:flex}',
    );
    expect(css('<select><optgroup></optgroup></select>')).toContain('optgroup{font-weight:bold}');
    // No rule of the group kept: no empty group either; no registration nobody uses.
    expect(css('<p>Plain</p>')).not.toContain('@media');
    expect(css('<p>Plain</p>')).not.toContain('@property');
  });
});

describe('readStylesheetIndex', () => {
  it("reads the build's index, and nothing from a build without one or with a strange path", async () => {
    const root = mkdtempSync(join(tmpdir(), 'studio-hive-stylesheet-'));
    expect(await readStylesheetIndex(root)).toBeNull();
    mkdirSync(join(root, '.vite'));
    const file = join(root, '.vite', 'stylesheet-index.json');
    writeFileSync(file, JSON.stringify(INDEX));
    expect(await readStylesheetIndex(root)).toEqual(INDEX);
    writeFileSync(file, JSON.stringify({ ...INDEX, href: '/assets/a.css" onload="x' }));
    expect(await readStylesheetIndex(root)).toBeNull();
    writeFileSync(file, '{not json');
    expect(await readStylesheetIndex(root)).toBeNull();
  });
});
