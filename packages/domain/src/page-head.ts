import { cityPageTitle } from './city-slug';
import { BRAND_NAME, RATING_MAX, RATING_MIN } from './constants';
import { metaDescription, studioLowestPrice, studioPageDescription } from './page-meta';
import { formatRupees } from './pricing';
import { pageTitle, type StaticPage } from './site-pages';
import type { Studio } from './studio-responses';

/**
 * A page's head: its title, description, canonical link, preview image and JSON-LD, made here
 * once for the server's HTML (apps/api/src/ssr) and the web app's navigation alike
 * (docs/decisions/022). Search engines and link previews read them without running JavaScript.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string | undefined;
  jsonLd?: Record<string, unknown> | undefined;
};

/**
 * What a page's head is made from, as the page's screen names it while it renders: a fixed page,
 * a studio (the view its reader got: masked for guests) or a city's listing.
 */
export type PageHeadSource =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'studio'; studio: Studio }
  | { kind: 'city'; city: string; slug: string; studios: readonly Studio[] };

/** The head of `source`, its links absolute from the site's `base` (no trailing slash). */
export function pageHead(source: PageHeadSource, base: string): PageHead {
  switch (source.kind) {
    case 'static':
      return staticPageHead(source.page, base);
    case 'studio':
      return studioPageHead(source.studio, base);
    case 'city':
      return cityPageHead(source.city, source.slug, source.studios, base);
  }
}

/** The sources a screen of the web app names (a city's head is the server's alone: see 022). */
export type ScreenHeadSource = Exclude<PageHeadSource, { kind: 'city' }>;

/**
 * The title and description of `source`'s head: the part the web app sets in the browser on
 * hydration and navigation (kept apart from `pageHead`, so the browser's bundle leaves out the
 * JSON-LD), and the start of the head the server writes.
 */
export function pageHeadText(source: ScreenHeadSource): { title: string; description: string } {
  switch (source.kind) {
    case 'static':
      return { title: pageTitle(source.page.title), description: source.page.description };
    case 'studio':
      return {
        title: pageTitle(source.studio.name),
        description: studioPageDescription(source.studio),
      };
  }
}

/** A city listing's title and description. */
function cityHeadText(city: string, studios: readonly Studio[]) {
  const count = studios.length;
  const prices = studios.map(studioLowestPrice).filter((price): price is number => price !== null);
  return {
    title: pageTitle(cityPageTitle(city)),
    description: metaDescription(
      `${count} podcast and video recording ${count === 1 ? 'studio' : 'studios'} in ${city} to book by the hour` +
        `${prices.length ? `, from ${formatRupees(Math.min(...prices))} per hour` : ''}. Compare equipment, ratings and prices, and pay at the studio.`,
    ),
  };
}

function absoluteUrl(base: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
}

/** An opening hour as schema.org writes times: 9 → '09:00'. */
const clockTime = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** The studio page's metadata, from the view a guest gets (masked: no address, PIN or handle). */
function studioPageHead(studio: Studio, base: string): PageHead {
  const url = `${base}/studios/${studio._id}`;
  const city = studio.location.city;
  const lowest = studioLowestPrice(studio);
  const { title, description } = pageHeadText({ kind: 'studio', studio });
  const { start, end } = studio.operationalHours;
  const image = studio.images[0] ? absoluteUrl(base, studio.images[0]) : undefined;
  return {
    // The web app sets the same title and description on navigating to the page.
    title,
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
              opens: clockTime(start),
              closes: end === 24 ? '23:59' : clockTime(end),
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
function cityPageHead(
  city: string,
  slug: string,
  studios: readonly Studio[],
  base: string,
): PageHead {
  const url = `${base}/studios/in/${slug}`;
  const { title, description } = cityHeadText(city, studios);
  const image = studios.find((studio) => studio.images[0])?.images[0];
  return {
    title,
    description,
    canonical: url,
    image: image ? absoluteUrl(base, image) : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Recording studios in ${city}`,
      url,
      numberOfItems: studios.length,
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
function staticPageHead(page: StaticPage, base: string): PageHead {
  const canonical = `${base}${page.path}`;
  return {
    ...pageHeadText({ kind: 'static', page }),
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
