import { describe, expect, it } from 'vitest';
import { renderPageMeta } from './page-meta';

describe('renderPageMeta', () => {
  it("writes a studio's own text as it is, even where it looks like a replacement pattern", () => {
    const index =
      '<html><head><meta name="description" content="Default" /><title>Studio Hive</title>' +
      '</head><body></body></html>';
    const html = renderPageMeta(index, {
      title: "Studio $& $' $1",
      description: 'Rooms from $` to $&',
      canonical: 'https://studiohive.in/studios/1',
    });
    expect(html).toContain('<title>Studio $&amp; $&#39; $1</title>');
    expect(html).toContain('<meta name="description" content="Rooms from $` to $&amp;" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});
