import type { ReactNode } from 'react';
import {
  formatOperationalHours,
  formatShortDate,
  istToday,
  packageLabel,
  STUDIO_MESSAGES,
  type Studio,
  formatRupees,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { CoverImage } from '../../../components/ui/image-placeholder';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApproveStudio } from '../api/approve-studio';
import { useDenyStudio } from '../api/deny-studio';
import { ReviewDecision } from './review-decision';
import { StudioDetail } from './studio-detail';

export const PENDING_STUDIOS_MESSAGES = {
  approveFailed: 'Failed to approve studio',
  denyFailed: 'Failed to deny studio',
  loadFailedToast: 'Failed to load pending studios',
  loadFailed: 'Failed to load pending studios. Please try again later.',
  empty: 'No Pending Studios',
} as const;

/** The IST calendar day a studio was submitted, as 'MMM d, yyyy'. */
function submittedOn(createdAt: string): string {
  return formatShortDate(istToday(new Date(createdAt)));
}

/**
 * A studio waiting for review (docs/product.md#pending-studios): what an admin needs
 * to decide, then Approve, or Deny after a confirmation (docs/product.md#roles).
 */
export function PendingStudioCard({
  studio,
  onApproved,
}: {
  studio: Studio;
  /** Told after the server approved it (to refresh the public catalogue). */
  onApproved?: (studioId: string) => void;
}) {
  const approval = useApproveStudio({
    onSuccess: (studioId) => {
      toast.success(STUDIO_MESSAGES.approved);
      onApproved?.(studioId);
    },
    onError: (error) => toast.error(messageOr(error, PENDING_STUDIOS_MESSAGES.approveFailed)),
  });
  const denial = useDenyStudio({
    onSuccess: () => toast.success(STUDIO_MESSAGES.denied),
    onError: (error) => toast.error(messageOr(error, PENDING_STUDIOS_MESSAGES.denyFailed)),
  });
  const image = studio.cardImages[0];
  const place = [studio.location.city, studio.location.state].filter(Boolean).join(', ');

  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="aspect-[16/10] bg-slate-100 lg:aspect-auto lg:min-h-full">
        <CoverImage src={image} alt={`Photo of ${studio.name}`} height={400} />
      </div>

      <div className="p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">
              {studio.name}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{place}</p>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
            <Badge tone="amber">Pending Review</Badge>
            <p className="text-xs text-slate-500">Submitted on {submittedOn(studio.createdAt)}</p>
          </div>
        </div>

        {studio.description ? (
          <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{studio.description}</p>
        ) : null}

        <dl className="mt-5 grid gap-5 sm:grid-cols-2">
          <StudioDetail label="Operating hours">
            {formatOperationalHours(studio.operationalHours)}
          </StudioDetail>
          <StudioDetail label="Base hourly rate">
            {studio.pricePerHour !== null
              ? `${formatRupees(studio.pricePerHour)} per hour`
              : 'Not set'}
          </StudioDetail>
          <StudioDetail label="Camera packages">
            <PricedLines
              lines={studio.packages.map((pkg) => ({
                key: pkg.key,
                name: <span>{packageLabel(pkg.key)}</span>,
                price: <span className="font-medium">{formatRupees(pkg.price)}/hour</span>,
              }))}
            />
          </StudioDetail>
          <StudioDetail label="Add-on services">
            <PricedLines
              lines={studio.addons.map((addon) => ({
                key: addon.key,
                name: <span className="min-w-0">{addon.name}</span>,
                price: (
                  <span className="shrink-0 text-right">
                    <span className="font-medium">{formatRupees(addon.price)}</span>
                    <span className="text-slate-500"> · max {addon.maxQuantity}</span>
                  </span>
                ),
              }))}
            />
          </StudioDetail>
          <div className="sm:col-span-2">
            <StudioDetail label="Equipment">
              {studio.equipments.length === 0 ? (
                'None listed'
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {studio.equipments.map((item) => (
                    <li
                      key={item}
                      className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </StudioDetail>
          </div>
        </dl>

        <ReviewDecision
          labels={{
            reason: 'Reason for denying (optional)',
            reasonHint: 'Sent to the owner with the denial e-mail.',
            approve: 'Approve',
            refuse: 'Deny',
            refusing: 'Denying…',
            refuseConfirm: STUDIO_MESSAGES.denyConfirm,
          }}
          accessibleName={` ${studio.name}`}
          approving={approval.isPending}
          refusing={denial.isPending}
          onApprove={() => approval.mutate(studio._id)}
          onRefuse={(reason) => denial.mutate({ studioId: studio._id, reason })}
        >
          <TextLink to={paths.studio(studio._id)} className="ml-auto text-sm">
            Preview studio page<span className="sr-only">: {studio.name}</span>
          </TextLink>
        </ReviewDecision>
      </div>
    </article>
  );
}

/** What a studio charges for, a line each: the name left, the price right; 'None' when nothing. */
function PricedLines({
  lines,
}: {
  lines: readonly { key: string; name: ReactNode; price: ReactNode }[];
}) {
  if (lines.length === 0) return 'None';
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3">
          {line.name}
          {line.price}
        </li>
      ))}
    </ul>
  );
}
