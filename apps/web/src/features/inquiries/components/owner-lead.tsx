import {
  BRAND_NAME,
  formatRupees,
  LISTING_ACTIVATION_HOURS,
  OWNER_SAMPLE_FIGURE,
  PAYMENT_STATUS_LABELS,
} from '@studio-hive/domain';
import { TitledSection } from '../../../components/ui/page-sections';

const { sessionsPerDay, pricePerSession } = OWNER_SAMPLE_FIGURE;

/**
 * Why list a studio with us, in the product's own claims only (docs/product.md#overview): verified and
 * live within 48 hours, no platform fee, customers pay at the studio, the owner sets the terms,
 * and the sample figure of 10 sessions a day at 2,500 rupees, said to be a sample.
 */
const BENEFITS = [
  {
    title: `Verified and live within ${LISTING_ACTIVATION_HOURS} hours`,
    text: `Add your studio with photos, camera packages and opening hours. Our team checks every new studio and activates its listing within ${LISTING_ACTIVATION_HOURS} hours.`,
  },
  {
    title: 'No platform fee',
    text: `There is no platform fee. Customers pay you at the studio when they arrive (${PAYMENT_STATUS_LABELS.payAtStudio}).`,
  },
  {
    title: 'Your prices, your hours',
    text: 'You set the hourly price of each camera package, your add-on services, your opening hours, the minimum booking and which hours are open.',
  },
  {
    title: 'Every booking in one place',
    text: 'Each new booking reaches you by e-mail and SMS and shows under Bookings Received. A booked hour cannot be booked twice.',
  },
] as const;

const STEPS = [
  {
    title: 'Tell us about your room',
    text: "Send the form. We'll contact you within 24 hours with your studio starter plan.",
  },
  {
    title: 'Add your studio',
    text: 'Sign up as a Studio Partner and add photos, camera packages, add-ons and the hours you are open.',
  },
  {
    title: 'Get verified',
    text: `Our team verifies your studio and activates the listing within ${LISTING_ACTIVATION_HOURS} hours.`,
  },
  {
    title: 'Welcome creators',
    text: 'Podcasters, musicians and filmmakers across Delhi NCR book your hours and pay at your studio.',
  },
] as const;

/** The persuasive half of /add-your-studio: benefits, the sample figure and how listing works. */
export function OwnerLead() {
  return (
    <div className="space-y-10">
      <TitledSection
        headingId="owner-lead-benefits"
        title={`Why list your studio on ${BRAND_NAME}`}
      >
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-1.5 text-sm text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        headingId="owner-lead-figure"
        title="What a busy room can take in"
        className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:p-6"
      >
        <p className="mt-2 text-base text-slate-800">
          For example, {sessionsPerDay} sessions a day at {formatRupees(pricePerSession)} each come
          to{' '}
          <strong className="font-semibold">
            {formatRupees(sessionsPerDay * pricePerSession)} a day
          </strong>
          .
        </p>
        <p className="mt-2 text-sm text-slate-600">
          A sample figure, not a promise: what you earn depends on your room, your prices and how
          often creators book it.
        </p>
      </TitledSection>

      <TitledSection headingId="owner-lead-steps" title="How it works">
        <ol className="mt-4 space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>
    </div>
  );
}
