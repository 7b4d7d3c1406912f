import { describe, expect, it } from 'vitest';
import { indexStylesheet } from './stylesheet-index';

describe('indexStylesheet', () => {
  it('lists each rule with what its selectors need and the custom properties it uses', () => {
    const css =
      '/*! licence */@layer theme,base;' +
      '@layer theme{:root,:host{--font-sans:ui-sans-serif;--default-font:var(--font-sans)}}' +
      '@layer base{*,:before{box-sizing:border-box}:root{font-family:var(--default-font)}' +
      'h1,h2{font-size:inherit}}' +
      '@layer utilities{.flex{display:flex}.w-1\\/2{width:50%}' +
      '@media (width>=40rem){.sm\\:px-6{padding:calc(var(--spacing)*6)}}}' +
      '@property --tw-shadow{syntax:"*";inherits:false}' +
      '@keyframes spin{to{transform:rotate(360deg)}}';
    expect(indexStylesheet('/assets/index-1.css', css)).toEqual({
      href: '/assets/index-1.css',
      pieces: [
        '@layer theme,base;',
        {
          open: '@layer theme{',
          pieces: [
            {
              open: ':root,:host{',
              pieces: [
                { defines: '--font-sans', css: '--font-sans:ui-sans-serif;' },
                {
                  defines: '--default-font',
                  uses: ['--font-sans'],
                  css: '--default-font:var(--font-sans);',
                },
              ],
            },
          ],
        },
        {
          open: '@layer base{',
          pieces: [
            // Neighbours kept on every page, joined, with what they use.
            {
              css: '*,:before{box-sizing:border-box}:root{font-family:var(--default-font)}',
              uses: ['--default-font'],
            },
            { needs: [['h1'], ['h2']], css: 'h1,h2{font-size:inherit}' },
          ],
        },
        {
          open: '@layer utilities{',
          pieces: [
            { needs: [['.flex']], css: '.flex{display:flex}' },
            { needs: [['.w-1/2']], css: '.w-1\\/2{width:50%}' },
            {
              open: '@media (width>=40rem){',
              pieces: [
                {
                  needs: [['.sm:px-6']],
                  uses: ['--spacing'],
                  css: '.sm\\:px-6{padding:calc(var(--spacing)*6)}',
                },
              ],
            },
          ],
        },
        { defines: '--tw-shadow', css: '@property --tw-shadow{syntax:"*";inherits:false}' },
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ],
    });
  });

  it('counts the classes of :is() and :where() with one argument, never those of :not() or :has()', () => {
    const needs = (selector: string) => {
      const [piece] = indexStylesheet('/a.css', `${selector}{color:red}`).pieces;
      return typeof piece === 'object' && 'needs' in piece ? piece.needs : piece;
    };
    expect(needs(':is(:where(.group):hover .group-hover\\:bg-indigo-100)')).toEqual([
      ['.group', '.group-hover:bg-indigo-100'],
    ]);
    expect(needs('.peer:not(.open)~.x')).toEqual([['.peer', '.x']]);
    expect(needs('.has-checked\\:ring:has(:checked)')).toEqual([['.has-checked:ring']]);
    // An :is() of several: any of them may match, so none of them is needed.
    expect(needs('.card :is(.a,.b)')).toEqual([['.card']]);
    expect(needs('.\\32 xl\\:flex')).toEqual([['.2xl:flex']]);
    // A selector that may match without any class: kept on every page.
    expect(needs(':where([title])')).toBe(':where([title]){color:red}');
    expect(needs('.x,*')).toBe('.x,*{color:red}');
  });
});
