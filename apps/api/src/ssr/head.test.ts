import { describe, expect, it } from 'vitest';
import { headTags } from './head';
import { ssrTemplate } from './template';

describe('headTags', () => {
  it("writes a studio's own text as it is, even where it looks like a replacement pattern", () => {
    const index =
      '<html><head><!--ssr-head--><meta name="description" content="Default" />' +
      '<title>Studio Hive</title><!--/ssr-head--></head><body>' +
      '<!--ssr-body--><div id="root"></div><!--/ssr-body--></body></html>';
    const { html } = ssrTemplate(index, {})!.fill({
      head: headTags({
        title: "Studio $& $' $1",
        description: 'Rooms from $` to $&',
        canonical: 'https://studiohive.in/studios/1',
      }),
      page: null,
    });
    expect(html).toContain('<title>Studio $&amp; $&#39; $1</title>');
    expect(html).toContain('<meta name="description" content="Rooms from $` to $&amp;" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});
