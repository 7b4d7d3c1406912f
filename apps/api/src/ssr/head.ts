import { BRAND_NAME, type PageHead } from '@studio-hive/domain';

/**
 * The head tags of a page (docs/decisions/022): what search engines and link previews (WhatsApp,
 * social networks) read without running JavaScript. The head itself is made by the domain's
 * `pageHead`, from what the page's screen named while it rendered; here it becomes markup.
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: no '</script>', no HTML comment openers, no line separators. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's title, description, canonical link, Open Graph tags and JSON-LD, as markup. */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    ...(head.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
}
