import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** The home page's texts that tests and other screens refer to (docs/product.md#home). */
export const HOME_TEXT = {
  title: 'Book podcast and video studios by the hour',
  browse: 'Browse Studios',
  getStarted: 'Get Started',
  findStudio: 'Find a Studio',
  listStudio: 'List a Studio',
} as const;

const STEPS = [
  {
    title: 'Find a studio',
    text: 'Compare verified studios across Delhi NCR by city, price, rating or the hours you need free.',
  },
  {
    title: 'Pick your slot',
    text: 'Choose a date, a start time, how many hours and a camera package, then any add-ons.',
  },
  {
    title: 'Record and pay at the studio',
    text: 'Your booking is confirmed at once by e-mail and SMS. You pay the studio when you arrive.',
  },
] as const;

/**
 * The hero (docs/product.md#home): the promise in a sentence, Browse Studios for everyone and Get Started
 * for visitors, beside the three steps of a booking.
 */
export function HomeHero({ showVisitorActions }: { showVisitorActions: boolean }) {
  return (
    <section
      aria-labelledby="home-title"
      className="grid items-center gap-10 py-4 sm:py-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          Delhi NCR · Pay at Studio · No platform fee
        </p>
        <h1
          id="home-title"
          className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          {HOME_TEXT.title}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
          Find a treated room with the microphones, cameras and lights you need, pick a morning,
          afternoon or evening slot, and get an instant confirmation. You pay the studio when you
          arrive.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.studios} size="lg">
            {HOME_TEXT.browse}
          </ButtonLink>
          {showVisitorActions ? (
            <ButtonLink to={paths.signup} size="lg" variant="secondary">
              {HOME_TEXT.getStarted}
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">Book in three steps</h2>
        <ol className="mt-5 space-y-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          First time in a studio?{' '}
          <Link to={`${paths.about}#blog`} className={textLinkClasses}>
            Read our recording tips
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Small line icons (24 x 24, stroked) for the feature cards. */
const ICONS: Record<string, ReactNode> = {
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  tag: (
    <>
      <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l8 8a1.4 1.4 0 0 1 0 2l-7.1 7.1a1.4 1.4 0 0 1-2 0z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </>
  ),
  bolt: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
};

const FEATURES = [
  {
    icon: 'clock',
    title: 'Flexible time slots',
    text: 'Book by the hour in the morning, afternoon or evening, within each studio’s opening hours and from its minimum booking.',
  },
  {
    icon: 'tag',
    title: 'Transparent pricing',
    text: 'See every package’s price per hour and each add-on before you book. The total you confirm is the total you pay.',
  },
  {
    icon: 'bolt',
    title: 'Instant confirmation',
    text: 'Your booking is confirmed the moment you make it, with an e-mail, an SMS and a file for your calendar.',
  },
  {
    icon: 'star',
    title: 'Verified reviews',
    text: 'Reviews from creators who booked the studio carry a Verified booking badge, so you know who has been there.',
  },
  {
    icon: 'wallet',
    title: 'Pay at the studio, no platform fee',
    text: 'Nothing is charged online and we add no platform fee. Refunds follow each studio’s own cancellation policy.',
  },
  {
    icon: 'shield',
    title: 'Studios checked by our team',
    text: 'Every studio is reviewed before it goes live. Support replies within 24 hours, Monday to Friday.',
  },
] as const;

/** Six feature cards (docs/product.md#home), each claim one the product keeps (docs/product.md#overview). */
export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features" className="py-12 sm:py-16">
      <div className="max-w-2xl">
        <h2
          id="home-features"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Why creators book with Studio Hive
        </h2>
        <p className="mt-3 text-base text-slate-600">
          Podcasters, musicians and filmmakers use Studio Hive to find the right room without
          calling around.
        </p>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 fill-none stroke-current"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[feature.icon]}
              </svg>
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">{feature.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call to action: Find a Studio for everyone, List a Studio for visitors. */
export function HomeCallToAction({ showVisitorActions }: { showVisitorActions: boolean }) {
  return (
    <section
      aria-labelledby="home-cta"
      // White focus rings: the indigo ones would not stand out on the dark band.
      className="my-12 rounded-3xl bg-slate-900 px-6 py-12 text-center sm:my-16 sm:px-12 [&_a:focus-visible]:outline-white"
    >
      <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        Ready to record?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-base text-slate-300">
        Book a studio near you in a few minutes, or list your own space and start receiving bookings
        from creators across Delhi NCR. No platform fee either way.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.studios} size="lg" variant="secondary">
          {HOME_TEXT.findStudio}
        </ButtonLink>
        {showVisitorActions ? (
          <ButtonLink to={paths.addYourStudio} size="lg">
            {HOME_TEXT.listStudio}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
