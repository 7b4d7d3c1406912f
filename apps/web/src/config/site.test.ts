import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION, SITE_TITLE, STATIC_PAGES } from '@studio-hive/domain';
import indexHtml from '../../index.html?raw';
import { paths } from './paths';

describe('the fixed pages table (docs/decisions/015)', () => {
  it('names paths of the web app', () => {
    const known = new Set(Object.values(paths).filter((p) => typeof p === 'string'));
    for (const page of Object.values(STATIC_PAGES)) expect(known, page.path).toContain(page.path);
  });

  it("has index.html's own title and description, which pages without their own keep", () => {
    const html = indexHtml;
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(`name="description" content="${SITE_DESCRIPTION}"`);
  });
});
