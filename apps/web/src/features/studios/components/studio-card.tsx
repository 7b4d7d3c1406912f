import {
  LOCATION_REVEALED_AFTER_BOOKING,
  cheapestSession,
  priceTier,
  type FreeTimeRun,
  type PriceTier,
  type StudioCard as StudioCardData,
  formatRupees,
  sessionPriceDetail,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { StudioCardFrame } from '../../../components/ui/studio-card-frame';
import { RatingSummary } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';

const tierTones: Record<PriceTier, 'green' | 'sky' | 'violet'> = {
  Budget: 'green',
  Elite: 'sky',
  Premium: 'violet',
};

/**
 * The detail page's address, with the searched free time when there is one, so its slot picker
 * starts on that slot: `/studios/{id}?date=2026-11-28&start=10&hours=3`.
 */
function studioDetailLink(studioId: string, slot: FreeTimeRun | null | undefined) {
  if (!slot) return paths.studio(studioId);
  const search = new URLSearchParams({
    date: slot.date,
    start: String(slot.start),
    hours: String(slot.hours),
  });
  return `${paths.studio(studioId)}?${search.toString()}`;
}

/**
 * One studio of the listing (docs/product.md#studio-listing). A masked studio shows the generic
 * name the server sent and, instead of its address, 'Location revealed after booking' with the
 * city. Found by free time (`slot`), its link carries that slot to the detail page.
 */
export function StudioCard({
  studio,
  slot,
  headingLevel = 2,
  priority = false,
}: {
  studio: StudioCardData;
  slot?: FreeTimeRun | null;
  /** 3 when the cards sit under a section's own h2 (the home page). */
  headingLevel?: 2 | 3;
  /** The first card of a page: its photo is fetched at once (the page's largest paint). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tier = priceTier(studio.pricePerHour);
  const session = cheapestSession(studio);
  const { average, count } = studio.ratingSummary;
  return (
    <StudioCardFrame
      studio={studio}
      photo={{ aspect: 'aspect-[4/3]', height: 480, priority }}
      interactive
      overlay={
        <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
          {studio.approved ? (
            <Badge tone="indigo" className="bg-white/95 shadow-sm">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
                <path d="M10 1.5l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.8-2.6L2.1 12.8l.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1L10 1.5zm-1.1 11.6l5-5-1.2-1.2-3.8 3.8-1.9-1.9-1.2 1.2 3.1 3.1z" />
              </svg>
              Verified
            </Badge>
          ) : (
            <span />
          )}
          {tier ? (
            <Badge tone={tierTones[tier]} className="shadow-sm">
              {tier}
            </Badge>
          ) : null}
        </div>
      }
    >
      <Heading className="text-lg leading-snug font-semibold text-slate-900">{studio.name}</Heading>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-0.5 size-4 shrink-0 fill-none stroke-current"
          strokeWidth="1.6"
        >
          <path d="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10z" />
          <circle cx="10" cy="8" r="2" />
        </svg>
        <span>
          {studio.isMasked ? (
            <>
              {studio.location.city}
              <span className="text-slate-500"> · {LOCATION_REVEALED_AFTER_BOOKING}</span>
            </>
          ) : (
            studio.location.city
          )}
        </span>
      </p>

      <RatingSummary average={average} count={count} className="mt-3" />

      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p className="min-w-0 text-sm text-slate-500">
          {session ? (
            <>
              <span className="text-xl font-bold text-slate-900">
                {formatRupees(session.price)}
              </span>{' '}
              {/* How the session's price is made, so the hourly rate is not read as the session's;
                    a narrow card breaks after the dot, never before it. */}
              <span className="whitespace-nowrap">per session ·</span>{' '}
              <span className="whitespace-nowrap">{sessionPriceDetail(session)}</span>
            </>
          ) : (
            'Price not set'
          )}
        </p>
        <ButtonLink
          to={studioDetailLink(studio._id, slot)}
          size="sm"
          className="shrink-0 whitespace-nowrap"
        >
          View Details<span className="sr-only">: {studio.name}</span>
        </ButtonLink>
      </div>
    </StudioCardFrame>
  );
}
