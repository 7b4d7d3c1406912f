import { BRAND_NAME } from '@studio-hive/domain';
import { formReference, oneLine, quoted, siteLink, toE164India } from './messages';
import type { OutgoingMessage } from './notifier';

/*
 * The notifications of a studio's review (decision 019): the owner hears when an admin approved or
 * denied their studio or the changes to it (decision 030), and the team's inbox when a studio is
 * submitted or edited. A studio's
 * name and a denial's reason are typed by people, so they stay out of every header (the
 * subjects are ours), sit on lines of their own, are cut to a length, and a reason is quoted.
 */

/** Longest studio name our sentences carry (the form allows 100 characters). */
const STUDIO_NAME_MAX = 100;
/** An SMS should stay one or two segments: its studio name is cut shorter. */
const SMS_STUDIO_NAME_MAX = 40;

/** `value` on one line, at most `max` characters ('…' when cut). */
function clipped(value: string, max: number): string {
  const line = oneLine(value).trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The owner of a studio as the users table has them (a verified account). */
export type StudioOwnerContact = { name: string; email: string; phone: string };

export type ReviewedStudio = { id: string; name: string };

/** An admin approved the studio: it is public now. An e-mail and an SMS to its owner. */
export function studioApprovedMessages(input: {
  owner: StudioOwnerContact;
  studio: ReviewedStudio;
  publicUrl: string | undefined;
}): OutgoingMessage[] {
  return approvalMessages(input, {
    subject: 'your studio is approved',
    finding: 'Your studio was approved and is now listed, so customers can find and book it:',
    next: 'Keep its availability up to date under My Studios; new bookings reach you by e-mail and SMS.',
    sms: (name) => `your studio ${name} is approved and now listed for booking.`,
  });
}

/**
 * An admin denied the studio, which removes it (docs/product.md#studio-lifecycle). The owner's e-mail names it and,
 * when the admin gave one, quotes the reason; the SMS only points to the e-mail.
 */
export function studioDeniedMessages(input: {
  owner: StudioOwnerContact;
  studio: ReviewedStudio;
  reason: string | undefined;
}): OutgoingMessage[] {
  return notApprovedMessages(input, {
    subject: 'your studio was not approved',
    finding: 'We reviewed the studio you submitted and could not approve it, so it was removed:',
    next: 'You are welcome to add it again with the changes under My Studios.',
    sms: (name) => `your studio ${name} was not approved and was removed.`,
  });
}

/**
 * An admin approved the changes to an approved studio's public facts (decision 030): they are
 * listed now. An e-mail and an SMS to its owner.
 */
export function studioChangesApprovedMessages(input: {
  owner: StudioOwnerContact;
  studio: ReviewedStudio;
  publicUrl: string | undefined;
}): OutgoingMessage[] {
  return approvalMessages(input, {
    subject: 'your studio changes are approved',
    finding: 'We reviewed the changes to your studio and approved them; customers see them now:',
    sms: (name) => `the changes to your studio ${name} are approved and now listed.`,
  });
}

/** An approval: the e-mail names the studio and links its page; the SMS says it in a line. */
function approvalMessages(
  {
    owner,
    studio,
    publicUrl,
  }: { owner: StudioOwnerContact; studio: ReviewedStudio; publicUrl: string | undefined },
  words: { subject: string; finding: string; next?: string; sms: (name: string) => string },
): OutgoingMessage[] {
  return ownerMessages(owner, studio, words, [
    `    Page:    ${siteLink(publicUrl, `/studios/${studio.id}`)}`,
    ...(words.next ? ['', words.next] : []),
  ]);
}

/**
 * An admin rejected the changes to an approved studio (decision 030): the studio stays listed as
 * it was. The owner's e-mail quotes the reason when the admin gave one; the SMS points to it.
 */
export function studioChangesRejectedMessages(input: {
  owner: StudioOwnerContact;
  studio: ReviewedStudio;
  reason: string | undefined;
}): OutgoingMessage[] {
  return notApprovedMessages(input, {
    subject: 'your studio changes were not approved',
    finding:
      'We reviewed the changes to your studio and could not approve them. The studio stays listed as it was:',
    next: 'You are welcome to edit it again under My Studios.',
    sms: (name) => `the changes to your studio ${name} were not approved.`,
  });
}

/** A refusal: the e-mail names the studio and quotes the admin's reason if any; the SMS points to it. */
function notApprovedMessages(
  {
    owner,
    studio,
    reason,
  }: { owner: StudioOwnerContact; studio: ReviewedStudio; reason: string | undefined },
  words: { subject: string; finding: string; next: string; sms: (name: string) => string },
): OutgoingMessage[] {
  return ownerMessages(
    owner,
    studio,
    { ...words, sms: (name) => `${words.sms(name)} Our e-mail to you says more.` },
    [
      '',
      ...(reason ? ['The reason our team gave:', '', quoted(reason), ''] : []),
      `${words.next} If you have questions, write to us through the Contact page.`,
    ],
  );
}

/**
 * The owner's e-mail (greeting, the finding, the studio's name, `details`, signature) and SMS
 * about their studio's review.
 */
function ownerMessages(
  owner: StudioOwnerContact,
  studio: ReviewedStudio,
  words: { subject: string; finding: string; sms: (name: string) => string },
  details: string[],
): OutgoingMessage[] {
  return [
    {
      channel: 'email',
      to: owner.email,
      subject: `${BRAND_NAME}: ${words.subject}`,
      text: [
        `Hello ${oneLine(owner.name)},`,
        '',
        words.finding,
        '',
        `    Studio:  ${clipped(studio.name, STUDIO_NAME_MAX)}`,
        ...details,
        '',
        `— The ${BRAND_NAME} team`,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: toE164India(owner.phone),
      text: `${BRAND_NAME}: ${words.sms(clipped(studio.name, SMS_STUDIO_NAME_MAX))}`,
    },
  ];
}

/**
 * A studio was submitted for review, its owner edited an approved one (the changes are live), or
 * changed its public facts (the changes wait for review, decision 030): to the team's inbox.
 */
export function studioChangedNotification(input: {
  teamEmail: string;
  change: 'submitted' | 'edited' | 'changes submitted';
  studio: ReviewedStudio & { city: string };
  owner: { name: string; email: string };
  publicUrl: string | undefined;
}): OutgoingMessage {
  const { studio, owner, publicUrl } = input;
  const { change } = input;
  const reference = formReference(studio.id);
  const pendingPage = `Review it on the pending studios page: ${siteLink(publicUrl, '/admin/studios/pending')}`;
  return {
    channel: 'email',
    to: input.teamEmail,
    subject:
      change === 'submitted'
        ? `${BRAND_NAME}: studio submitted for review (ref ${reference})`
        : change === 'edited'
          ? `${BRAND_NAME}: studio edited by its owner (ref ${reference})`
          : `${BRAND_NAME}: studio changes submitted for review (ref ${reference})`,
    text: [
      change === 'submitted'
        ? 'A studio was submitted and waits for review:'
        : change === 'edited'
          ? 'The owner of a listed studio changed its details; the changes are live:'
          : 'The owner of a listed studio changed its name, description, photos, videos or address; the changes wait for review:',
      '',
      `    Studio:    ${clipped(studio.name, STUDIO_NAME_MAX)}`,
      `    City:      ${clipped(studio.city, STUDIO_NAME_MAX)}`,
      `    Owner:     ${clipped(owner.name, STUDIO_NAME_MAX)} (${owner.email})`,
      `    Reference: ${reference}`,
      '',
      change === 'edited'
        ? `See it on its page: ${siteLink(publicUrl, `/studios/${studio.id}`)}`
        : pendingPage,
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
  };
}
