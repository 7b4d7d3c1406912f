import { BRAND_NAME, OTP_TTL_MINUTES } from '@studio-hive/domain';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { legalContactSection, supportMail, type LegalSection } from './legal-page';

export const PRIVACY_INTRO = `This policy explains what ${BRAND_NAME} keeps about you when you use the site, why, who can see it, and how to have it changed or deleted. We keep only what the service needs, and we do not sell personal data.`;

/**
 * The Privacy Policy, written for what the product stores and sends (docs/product.md#overview and docs/product.md#studios,
 * docs/product.md#static-pages): account details, bookings, reviews, studio images with EXIF and GPS removed,
 * e-mail and SMS notices, account deletion within 72 hours.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep',
    content: (
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address, mobile number and whether you
          book or list studios. Your password is stored only as a one-way hash that nobody, us
          included, can turn back into the password.
        </li>
        <li>
          <strong>Your bookings:</strong> the studio, date and hours, camera package, add-ons, price
          and payment status (always Pay at Studio).
        </li>
        <li>
          <strong>Your reviews:</strong> the rating and text you write, with your name and the date.
        </li>
        <li>
          <strong>Studios you list:</strong> the details, address, prices, availability and photos
          of your studio. Every photo is re-encoded when you upload it and its hidden metadata
          (EXIF), including any GPS location, is removed.
        </li>
        <li>
          <strong>Messages you send us:</strong> what you write in the contact form or the studio
          inquiry form, and your e-mails to support.
        </li>
        <li>
          <strong>Technical records:</strong> our servers log each request with its time and your IP
          address, to keep the service secure and to limit repeated sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    content: (
      <>
        <ul>
          <li>
            To create and protect your account: we send a verification code to your e-mail and
            another by SMS to your phone when you sign up, and a code by e-mail when you reset your
            password. Codes expire after {OTP_TTL_MINUTES} minutes.
          </li>
          <li>
            To run your bookings: confirmations by e-mail (with a calendar file) and SMS to you and
            to the studio, and the same notices if a booking is cancelled.
          </li>
          <li>
            To keep accounts safe: for example, we e-mail you if several wrong passwords were tried
            for your account.
          </li>
          <li>To answer your messages and to check studios before they are listed.</li>
        </ul>
        <p>
          We send no marketing e-mail or SMS. The site uses no advertising trackers; your browser
          stores only your sign-in (so you stay logged in) and, for studio owners, a draft of a
          studio form you have not submitted yet.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who can see it',
    content: (
      <ul>
        <li>
          <strong>Studios you book:</strong> the studio’s owner sees your name and e-mail address
          with your booking, so they can expect you.
        </li>
        <li>
          <strong>Customers of your studio:</strong> your studio’s real name and full address are
          shown only to customers who have booked it; everyone else sees a generic name and the
          city.
        </li>
        <li>
          <strong>Everyone:</strong> your reviews, with your name, are public on the studio’s page.
        </li>
        <li>
          <strong>Our team:</strong> only as far as needed to approve studios, manage bookings and
          help you.
        </li>
        <li>
          <strong>Service providers:</strong> the companies that deliver our e-mail and SMS and host
          our servers and images process data for us, only to provide that service.
        </li>
        <li>We share data with authorities only when the law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    content: (
      <>
        <p>
          We keep your account and its data while you have an account. Signups that were never
          verified are deleted after 24 hours.
        </p>
        <p>
          When you ask us to delete your account, we do so within 72 hours: your account details,
          your reviews and your studios are removed. Records of past bookings may be kept where the
          law requires it (for example for accounting), and only for that purpose; a studio’s owner
          keeps the booking history of their studio.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords and codes are stored hashed, codes expire and lock after a few wrong tries,
        sign-in attempts are limited, and the site is served over an encrypted connection. No system
        is perfectly secure; if we ever learn of a breach that affects you, we will tell you.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    content: (
      <>
        <p>
          You can ask us for a copy of your data, to correct it, or to delete your account, by
          writing to {supportMail} from your account’s e-mail address. You can edit or delete your
          reviews and studios yourself at any time.
        </p>
        <p>
          {BRAND_NAME} is meant for adults; younger creators should book with a parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as the service changes; the date at the top shows when it last
        changed. The <TextLink to={paths.terms}>Terms of Service</TextLink> explain how the service
        itself works.
      </p>
    ),
  },
  legalContactSection('Questions about your data?'),
];
