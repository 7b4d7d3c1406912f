import { describe, expect, it } from 'vitest';
import { drawnPageTemplate } from './page-render';

const INDEX =
  '<html><head><title>Studio Hive</title>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '</head><body><div id="root"><header>Studio Hive</header><!--/app-shell--></div></body></html>';

const MANIFEST = {
  'src/home.tsx': { file: 'assets/home-1.js', imports: ['_react'] },
  _react: { file: 'assets/react-1.js' },
};

describe('drawnPageTemplate', () => {
  it('takes the scripts out of index.html once, and puts their starter and the page in per page', () => {
    const template = drawnPageTemplate(INDEX, MANIFEST)!;
    expect(template.html).toBe(
      '<html><head><title>Studio Hive</title></head><body>' +
        '<div id="root" data-server-drawn></div></body></html>',
    );
    const page = template.fill(template.html, {
      html: '<p>Cost: $& and $1</p>',
      state: { note: '</script>' },
      modules: ['src/home.tsx'],
    });
    expect(page).toContain(
      '<script src="/start-app.js" defer data-entry="/assets/app-1.js" ' +
        'data-preload="/assets/react-1.js /assets/home-1.js"></script>',
    );
    // The page's own text is put in as it is, never read as a replacement pattern.
    expect(page).toContain('<div id="root" data-server-drawn><p>Cost: $& and $1</p></div>');
    expect(page).toContain('{"note":"\\u003c/script\\u003e"}');
  });

  it('is null, and nothing is drawn, for an index.html without the stand-in or the entry', () => {
    expect(drawnPageTemplate(INDEX.replace('<!--/app-shell-->', ''), MANIFEST)).toBeNull();
    expect(drawnPageTemplate(INDEX.replace(/<script[^>]*><\/script>/, ''), MANIFEST)).toBeNull();
  });
});
