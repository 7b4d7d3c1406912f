import { lazy, Suspense, type ReactNode } from 'react';
import {
  cancellationPolicy,
  cheapestSession,
  FULL_ADDRESS_REVEALED_AFTER_BOOKING,
  formatOperationalHours,
  packageLabel,
  priceTier,
  type Studio,
  parseYoutubeLink,
  formatIndianNumber,
  formatRupees,
  REQUEST_DECISION_HOURS,
  sessionPriceDetail,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { RatingSummary } from '../../../components/ui/star-rating';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { StudioGallery } from './studio-gallery';
import { StudioVideos } from './studio-videos';

/** Beside the booking area of a studio that takes bookings on request (decision 025). */
const REQUEST_BOOKING_NOTE = `Bookings here are requests: the studio accepts or declines within ${REQUEST_DECISION_HOURS} hours.`;

// Few studios ask a deposit: its words (and the deposit rules) load only on the pages of those
// that do, beside the page rather than before it (docs/decisions/014). Through React's lazy, not
// onDemand: the server's page carries them (its render waits for them), for a visitor without
// JavaScript too, and the browser hydrates them once loaded (decision 017).
const DepositTerms = lazy(() =>
  import('./deposit-terms').then((module) => ({ default: module.DepositTerms })),
);

function instagramProfileUrl(username: string): string {
  return `https://www.instagram.com/${encodeURIComponent(username)}/`;
}

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-b border-slate-200 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-base font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon className="size-5 shrink-0 fill-none stroke-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-5 text-sm text-slate-700 sm:px-5">{children}</div>
    </details>
  );
}

function ChoiceList({ items, none }: { items: readonly string[]; none: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
    <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 size-4 shrink-0 fill-none stroke-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function addressLines(studio: Studio): { address: string; note: string | null } {
  const { fullAddress, city, state, pinCode } = studio.location;
  const region = [city, state].filter(Boolean).join(', ');
  if (studio.isMasked || !fullAddress) {
    return { address: region, note: studio.isMasked ? FULL_ADDRESS_REVEALED_AFTER_BOOKING : null };
  }
  return { address: `${fullAddress}, ${region}${pinCode ? ` ${pinCode}` : ''}`, note: null };
}

type StudioDetailsProps = {
  studio: Studio;
  /** The signed-in viewer wrote this studio: they may edit it once approved (docs/product.md#screens). */
  isAuthor: boolean;
  /** Beside the packages: the booking area for signed-in viewers, the sign-in box for guests. */
  booking: ReactNode;
  /** Under the details: the reviews (they arrive with bookings). */
  reviews?: ReactNode;
};

/** The studio detail screen's content (docs/product.md#studio-detail). */
export function StudioDetails({ studio, isAuthor, booking, reviews }: StudioDetailsProps) {
  const tier = priceTier(studio.pricePerHour);
  const session = cheapestSession(studio);
  const { average, count } = studio.ratingSummary;
  const { address, note } = addressLines(studio);
  const policy = cancellationPolicy(studio.cancellationHours);
  const asksDeposit = studio.deposit.type !== 'none';

  return (
    <article className="mx-auto w-full max-w-6xl">
      <TextLink to={paths.studios} className="text-sm">
        ← All studios
      </TextLink>

      <header className="mt-4 flex flex-col gap-5 border-b border-slate-200 pb-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            {studio.approved ? (
              <Badge tone="indigo">Verified</Badge>
            ) : (
              <Badge tone="amber">Pending approval</Badge>
            )}
            {tier ? <Badge tone="neutral">{tier}</Badge> : null}
          </div>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {studio.name}
          </h1>
          <RatingSummary average={average} count={count} className="mt-2" />
        </div>
        {isAuthor && studio.approved ? (
          <ButtonLink
            to={paths.ownerStudioEdit(studio._id)}
            variant="secondary"
            className="self-start"
          >
            Edit Studio
          </ButtonLink>
        ) : null}
      </header>

      <dl className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Location">
          <span className="block">{address}</span>
          {note ? <span className="mt-0.5 block text-slate-500">{note}</span> : null}
        </Fact>
        <Fact label="Operating hours">{formatOperationalHours(studio.operationalHours)}</Fact>
        <Fact label="Minimum booking">{hoursText(studio.minimumDurationHours)}</Fact>
        {studio.instagramUsername ? (
          <Fact label="Instagram">
            <a
              href={instagramProfileUrl(studio.instagramUsername)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium break-all text-indigo-700 underline-offset-4 hover:underline"
            >
              @{studio.instagramUsername}
              <span className="sr-only"> on Instagram (opens in a new tab)</span>
            </a>
          </Fact>
        ) : null}
      </dl>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <StudioGallery
            images={studio.images}
            galleryImages={studio.galleryImages}
            title={studio.name}
          />
        </div>

        <aside
          aria-label="Packages and booking"
          className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">Packages</h2>
            {session ? (
              // The listing card's price, so a session costs here what the card said.
              <p className="mt-1 text-sm text-slate-600">
                From{' '}
                <span className="font-semibold text-slate-900">{formatRupees(session.price)}</span>{' '}
                per session · {sessionPriceDetail(session)}
              </p>
            ) : null}
            {studio.packages.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No packages are offered yet.</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {studio.packages.map((pkg) => (
                  <li
                    key={pkg.key}
                    className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{packageLabel(pkg.key)}</p>
                      {pkg.description ? (
                        <p className="mt-0.5 text-sm text-slate-600">{pkg.description}</p>
                      ) : null}
                    </div>
                    <p className="shrink-0 text-right">
                      <span className="font-semibold text-slate-900">
                        {formatRupees(pkg.price)}
                      </span>
                      <span className="block text-xs text-slate-500">per hour</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="space-y-1 text-sm text-slate-600">
            <p>{policy}</p>
            {/* A deposit holds a booking whichever the mode: it is then no request. */}
            {studio.bookingMode === 'request' && !asksDeposit ? (
              <p>{REQUEST_BOOKING_NOTE}</p>
            ) : null}
            {asksDeposit ? (
              <Suspense fallback={null}>
                <DepositTerms studio={studio} />
              </Suspense>
            ) : null}
          </div>
          {booking}
        </aside>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
          <Section title="About this studio">
            {studio.description ? (
              <p className="text-base whitespace-pre-line text-slate-700">{studio.description}</p>
            ) : (
              <p className="text-sm text-slate-600">The owner has not added a description yet.</p>
            )}
          </Section>

          <section
            aria-label="Studio details"
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <Collapsible title="Area (sq ft)">
              <p>
                {studio.area !== null
                  ? `${formatIndianNumber(studio.area)} sq ft`
                  : 'Not specified'}
              </p>
            </Collapsible>
            <Collapsible title="Equipment">
              <ChoiceList items={studio.equipments} none="No equipment listed." />
            </Collapsible>
            <Collapsible title="Amenities">
              <ChoiceList items={studio.amenities} none="No amenities listed." />
            </Collapsible>
            <Collapsible title="Rules">
              <p className="whitespace-pre-line">{studio.rules || 'No special rules.'}</p>
            </Collapsible>
            <Collapsible title="Cancellation Policy">
              <p>{policy}</p>
            </Collapsible>
          </section>

          {studio.addons.length > 0 ? (
            <Section title="Add-on services">
              <ul className="grid gap-3 sm:grid-cols-2">
                {studio.addons.map((addon) => (
                  <li
                    key={addon.key}
                    className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-medium text-slate-900">{addon.name}</p>
                      <p className="shrink-0 font-semibold text-slate-900">
                        {formatRupees(addon.price)}
                      </p>
                    </div>
                    {addon.description ? (
                      <p className="mt-1 text-sm text-slate-600">{addon.description}</p>
                    ) : null}
                    <p className="mt-3 text-xs text-slate-500">Max quantity: {addon.maxQuantity}</p>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {studio.youtubeLinks.some((link) => parseYoutubeLink(link) !== null) ? (
            <Section title="Showcase videos">
              <StudioVideos links={studio.youtubeLinks} title={studio.name} />
            </Section>
          ) : null}

          {reviews}
        </div>
      </div>
    </article>
  );
}
