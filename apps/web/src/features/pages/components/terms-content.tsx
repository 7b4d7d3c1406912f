import { BRAND_NAME } from '@studio-hive/domain';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { legalContactSection, supportMail, type LegalSection } from './legal-page';

export const TERMS_INTRO = `These terms apply whenever you use ${BRAND_NAME} to find, book or list a recording studio. Please read them before you book or list a studio; by using the site you agree to them.`;

/**
 * The Terms of Service, written for the product as it is (docs/product.md#overview): Pay at Studio only,
 * each studio's own refund policy, automatic cancellation with full refund when a host fails to
 * confirm, account deletion within 72 hours, support on weekdays, courts in Gurgaon.
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'Who we are and what we do',
    content: (
      <>
        <p>
          {BRAND_NAME} is an online marketplace for podcast and video recording studios in Delhi
          NCR. Creators use it to find studios and book them by the hour; studio owners use it to
          list their studios and receive bookings.
        </p>
        <p>
          We run the marketplace; we do not run the studios. Each studio is run by its owner, who is
          responsible for the space, its equipment, its rules and the session itself. A booking is
          an agreement between you and the studio, made through {BRAND_NAME}.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <>
        <p>
          To book or list a studio you need an account. Give your real name, an e-mail address and a
          mobile number you can receive codes on: we verify both when you sign up. An account is
          either a customer account, for booking, or a studio partner account, for listing studios
          (which can book other studios too).
        </p>
        <ul>
          <li>
            Keep your password to yourself; you are responsible for what is done with your account.
          </li>
          <li>Tell us at once if you think someone else has used it.</li>
          <li>
            You may ask us to delete your account at any time by writing to {supportMail}; we delete
            it within 72 hours (see the <TextLink to={paths.privacy}>Privacy Policy</TextLink> for
            what is kept and why).
          </li>
          <li>We may suspend or close an account that breaks these terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings',
    content: (
      <>
        <p>
          You book a studio for whole hours on a date, with a camera package and any add-ons the
          studio offers. Times are India Standard Time. Your booking is confirmed as soon as you
          make it; we send the confirmation by e-mail and SMS, and the studio is told at the same
          time.
        </p>
        <ul>
          <li>Arrive on time; your session ends at the end of the hours you booked.</li>
          <li>
            Follow the studio’s rules, which are shown on its page, and take care of its equipment.
          </li>
          <li>
            A studio’s real name and full address are shown once you have booked it; until then its
            listing shows a generic name and its city.
          </li>
          <li>
            Do not book a time you do not mean to use, and do not book for anyone who will break the
            studio’s rules.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Prices and payment',
    content: (
      <>
        <p>
          Prices are set by each studio, in Indian rupees, and shown before you confirm a booking:
          the camera package’s price per hour times the number of hours, plus the price of each
          add-on times its quantity.
        </p>
        <p>
          The only way to pay is <strong>Pay at Studio</strong>: you pay the studio directly for
          your session. {BRAND_NAME} takes no payment online, holds no money for you and charges no
          platform fee to customers or studios. Any bill or tax invoice for your session comes from
          the studio.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    content: (
      <>
        <p>
          Refunds follow each studio’s own cancellation policy. Check it, and any advance the studio
          asks for, with the studio before you pay anything ahead of your session.
        </p>
        <ul>
          <li>
            To cancel a booking, write to us through the{' '}
            <TextLink to={paths.contact}>contact form</TextLink> or at {supportMail} with your
            booking reference. When a booking is cancelled, the hours become free for others and we
            tell you and the studio by e-mail and SMS.
          </li>
          <li>
            If a host fails to confirm or honour a booking, the booking is cancelled automatically
            and you receive a full refund of anything you paid for it.
          </li>
          <li>
            We may cancel a booking that breaks these terms or that a studio can no longer host; you
            will be told, and the same refund rules apply.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'studio-owners',
    title: 'Listing a studio',
    content: (
      <>
        <p>If you list a studio, you confirm that:</p>
        <ul>
          <li>you have the right to rent out the space, and it is safe for the people you host;</li>
          <li>
            your description, equipment, amenities, prices, rules and photos are accurate and yours
            to publish (photos must not show people without their consent);
          </li>
          <li>
            you state your cancellation policy in your studio’s rules, keep your availability up to
            date, and honour the bookings you receive;
          </li>
          <li>you are responsible for the taxes on what customers pay you.</li>
        </ul>
        <p>
          Every new studio is checked by our team before it goes live, and we aim to verify and
          activate listings within 48 hours. We may refuse a listing, or remove one that breaks
          these terms. Customers see your studio’s real name and full address only once they have
          booked it.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    content: (
      <>
        <p>
          You may write one review per studio, and edit or delete it at any time. Reviews must be
          honest and about your own experience. Owners may not review their own studios.
        </p>
        <p>
          Do not include other people’s personal details, abuse, advertising or anything unlawful.
          We may remove reviews that break these rules. Reviews by customers who booked the studio
          are marked “Verified booking”.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Using the site fairly',
    content: (
      <ul>
        <li>
          Do not try to get around the site’s security, limits or the hiding of studios’ addresses.
        </li>
        <li>
          Do not copy the catalogue in bulk, or use automated tools that put a load on the site.
        </li>
        <li>Do not use the site to harass studios, customers or our team, or to send spam.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    content: (
      <>
        <p>
          We work to keep the site available and the listings accurate, but we cannot promise the
          site will always be available, and the studios are responsible for their own spaces,
          equipment and sessions. To the extent the law allows, we are not liable for losses that
          arise from a session at a studio, or for indirect losses.
        </p>
        <p>
          Nothing in these terms limits rights you have under Indian law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as the service changes; the date at the top of this page shows
        when they last changed. Bookings already made keep the terms that applied when they were
        made.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    content: (
      <p>
        These terms are governed by the laws of India. Please write to us first so that we can try
        to resolve any problem. Any dispute that remains is subject to the exclusive jurisdiction of
        the courts in Gurgaon (Gurugram), Haryana.
      </p>
    ),
  },
  legalContactSection('Questions about these terms?'),
];
