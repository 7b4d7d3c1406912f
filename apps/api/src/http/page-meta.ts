import type { FastifyRequest } from 'fastify';
import {
  BRAND_NAME,
  formatRupees,
  metaDescription,
  pageTitle,
  RATING_MAX,
  RATING_MIN,
  studioLowestPrice,
  studioPageDescription,
  type StaticPage,
  type Studio,
} from '@studio-hive/domain';

/**
 * What the server writes into index.html for pages that search engines and link previews
 * (WhatsApp, social networks) read without running JavaScript (ARCHITECTURE.md, "Serving").
 */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string | undefined;
  jsonLd?: Record<string, unknown> | undefined;
};

const HOST_PATTERN = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;

/**
 * The site's absolute base: PUBLIC_URL when configured, else the request's own host when it is a
 * plain host name (a made-up Host header must not put markup or another site into our pages).
 */
export function siteBase(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host;
  if (!HOST_PATTERN.test(host)) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

function absoluteUrl(base: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
}

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

/** index.html with the page's title, description, canonical link, Open Graph tags and JSON-LD. */
export function renderPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
  // Replaced by functions: a studio's own text ('$&', "$'") is never read as a pattern.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

const twoDigits = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** The studio page's metadata, from the view a guest gets (masked: no address, PIN or handle). */
export function studioPageMeta(studio: Studio, base: string): PageMeta {
  const url = `${base}/studios/${studio._id}`;
  const city = studio.location.city;
  const lowest = studioLowestPrice(studio);
  const description = studioPageDescription(studio);
  const { start, end } = studio.operationalHours;
  const image = studio.images[0] ? absoluteUrl(base, studio.images[0]) : undefined;
  return {
    // The web app sets the same title and description after taking the page over.
    title: pageTitle(studio.name),
    description,
    canonical: url,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': url,
      name: studio.name,
      description,
      url,
      ...(image ? { image } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(studio.location.fullAddress ? { streetAddress: studio.location.fullAddress } : {}),
        addressLocality: city,
        addressRegion: studio.location.state,
        ...(studio.location.pinCode ? { postalCode: studio.location.pinCode } : {}),
        addressCountry: 'IN',
      },
      ...(start !== null && end !== null
        ? {
            openingHoursSpecification: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: [
                'Monday',
                'Tuesday',
                'Wednesday',
                'Thursday',
                'Friday',
                'Saturday',
                'Sunday',
              ],
              opens: twoDigits(start),
              closes: end === 24 ? '23:59' : twoDigits(end),
            },
          }
        : {}),
      ...(lowest ? { priceRange: `From ${formatRupees(lowest)} per hour` } : {}),
      ...(studio.ratingSummary.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: studio.ratingSummary.average,
              reviewCount: studio.ratingSummary.count,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            },
          }
        : {}),
    },
  };
}

/** A city listing's metadata: the studios a guest would see there. */
export function cityPageMeta(
  city: string,
  slug: string,
  studios: readonly Studio[],
  base: string,
): PageMeta {
  const url = `${base}/studios/in/${slug}`;
  const count = studios.length;
  const lowest = studios
    .map((studio) => studio.pricePerHour)
    .filter((price): price is number => price !== null);
  const description = metaDescription(
    `${count} podcast and video recording ${count === 1 ? 'studio' : 'studios'} in ${city} to book by the hour` +
      `${lowest.length ? `, from ${formatRupees(Math.min(...lowest))} per hour` : ''}. Compare equipment, ratings and prices, and pay at the studio.`,
  );
  const image = studios.find((studio) => studio.images[0])?.images[0];
  return {
    title: `Podcast and video studios in ${city} | ${BRAND_NAME}`,
    description,
    canonical: url,
    image: image ? absoluteUrl(base, image) : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Recording studios in ${city}`,
      url,
      numberOfItems: count,
      itemListElement: studios.slice(0, 30).map((studio, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${base}/studios/${studio._id}`,
        name: studio.name,
      })),
    },
  };
}

/**
 * A fixed page's metadata (home, About, Help, ...): title and description from the domain's table
 * that the web app reads too (docs/decisions/015). The home page also says what the site is and
 * how to search it (schema.org WebSite with a SearchAction on the listing's `q`).
 */
export function staticPageMeta(page: StaticPage, base: string): PageMeta {
  const canonical = `${base}${page.path}`;
  return {
    title: pageTitle(page.title),
    description: page.description,
    canonical,
    jsonLd:
      page.path === '/'
        ? {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: BRAND_NAME,
            url: canonical,
            description: page.description,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${base}/studios?q={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          }
        : undefined,
  };
}
