import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import {
  formatShortDate,
  istToday,
  ratingSummary,
  REVIEW_MESSAGES,
  type Review,
} from '@studio-hive/domain';
import { RetryAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { RatingSummary, StarRating } from '../../../components/ui/star-rating';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { REVIEWS_LOAD_FAILED, useStudioReviews } from '../api/get-studio-reviews';
import { useUpdateReview } from '../api/update-review';
import { GuestPrompt, ReviewsHeader } from './reviews-frame';

// The form (react-hook-form and the review schema) loads only for viewers who may write or edit,
// never with a guest's first download (docs/decisions/014).
const loadReviewForm = () => import('./review-form');
const LazyReviewForm = lazy(() => loadReviewForm().then((m) => ({ default: m.ReviewForm })));

function ReviewForm(props: ComponentProps<typeof LazyReviewForm>) {
  return (
    <Suspense fallback={<Spinner label="Loading the review form…" />}>
      <LazyReviewForm {...props} />
    </Suspense>
  );
}

/** The IST calendar day a review was written, as 'MMM d, yyyy'. */
function reviewDate(createdAt: string): string {
  return formatShortDate(istToday(new Date(createdAt)));
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function VerifiedBadge() {
  return (
    <Badge tone="green" className="shrink-0">
      <CheckIcon className="size-3.5 fill-none stroke-current" strokeWidth="2.4" />
      {REVIEW_MESSAGES.verifiedBooking}
    </Badge>
  );
}

function ReviewCard({
  review,
  own,
  deleting,
  onEdit,
  onDelete,
}: {
  review: Review;
  own: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      aria-label={`Review by ${review.reviewer.name}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700"
          >
            {initials(review.reviewer.name) || '?'}
          </span>
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">
              {review.reviewer.name}
              {own ? <span className="font-normal text-slate-500"> (you)</span> : null}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
            </p>
          </div>
        </div>
        {review.verified ? <VerifiedBadge /> : null}
      </div>
      <StarRating average={review.rating} className="mt-3" />
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
        {review.description}
      </p>
      {own ? (
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={deleting}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={deleting}
            className="text-rose-700 hover:bg-rose-50 hover:text-rose-800"
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

export type StudioReviewsProps = {
  studioId: string;
  /** The signed-in user's id; null for a guest. */
  viewerId: string | null;
  /** The viewer wrote this studio: they do not review it (docs/product.md#roles). */
  isStudioAuthor: boolean;
  /** After a review was written, changed or deleted: the studio's rating summary changed. */
  onChanged?: () => void;
};

/**
 * The reviews of a studio (docs/product.md#reviews, docs/product.md#roles and docs/product.md#messages): the list, newest first, with
 * a 'Verified booking' badge; 'Write a Review' for signed-in users who have not reviewed it and
 * did not list it; edit and delete of one's own review. The inside of the section of
 * studio-reviews.tsx, which loads it on demand.
 */
export function StudioReviewsContent({
  studioId,
  viewerId,
  isStudioAuthor,
  onChanged,
}: StudioReviewsProps) {
  const reviews = useStudioReviews(studioId);
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const create = useCreateReview({
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.submitted);
      setWriting(false);
      onChanged?.();
    },
  });
  const update = useUpdateReview({
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.updated);
      setEditingId(null);
      onChanged?.();
    },
  });
  const remove = useDeleteReview({
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.deleted);
      onChanged?.();
    },
    onError: (error) => toast.error(messageOr(error, REVIEW_MESSAGES.deleteFailed)),
  });

  const list = reviews.data ?? [];
  const summary = ratingSummary(list.map((review) => review.rating));
  const isOwn = (review: Review) => viewerId !== null && review.reviewer._id === viewerId;
  const hasReviewed = list.some(isOwn);
  const mayWrite = viewerId !== null && !isStudioAuthor && reviews.isSuccess && !hasReviewed;
  useEffect(() => {
    if (mayWrite || hasReviewed) void loadReviewForm(); // ready before 'Write a Review' or 'Edit'
  }, [mayWrite, hasReviewed]);

  const onDelete = (review: Review) => {
    if (!window.confirm(REVIEW_MESSAGES.deleteConfirm)) return;
    remove.mutate({ reviewId: review._id, studioId });
  };

  return (
    <>
      <ReviewsHeader
        summary={
          summary.count > 0 ? (
            <RatingSummary average={summary.average} count={summary.count} className="mt-1" />
          ) : null
        }
        actions={
          <>
            {mayWrite && !writing ? (
              <Button onClick={() => setWriting(true)} className="self-start sm:self-auto">
                {REVIEW_MESSAGES.writeReview}
              </Button>
            ) : null}
            {viewerId === null ? <GuestPrompt /> : null}
          </>
        }
      />
      {mayWrite && writing ? (
        <div className="mt-5">
          <ReviewForm
            title={REVIEW_MESSAGES.writeReview}
            submitLabel="Submit Review"
            sendingLabel="Submitting..."
            onSubmit={(values) => create.mutateAsync({ studio: studioId, ...values })}
            onCancel={() => setWriting(false)}
          />
        </div>
      ) : null}

      <div className="mt-5">
        {reviews.isPending ? (
          <Spinner label="Loading reviews…" />
        ) : reviews.isError ? (
          <RetryAlert message={REVIEWS_LOAD_FAILED} onRetry={() => void reviews.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
            {REVIEW_MESSAGES.empty}
          </p>
        ) : (
          <ul className="space-y-4">
            {list.map((review) => (
              <li key={review._id}>
                {editingId === review._id && isOwn(review) ? (
                  <ReviewForm
                    title="Edit your review"
                    initial={{ rating: review.rating, description: review.description }}
                    submitLabel="Save Changes"
                    sendingLabel="Saving..."
                    onSubmit={(values) =>
                      update.mutateAsync({ reviewId: review._id, studioId, ...values })
                    }
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  <ReviewCard
                    review={review}
                    own={isOwn(review)}
                    deleting={remove.isPending && remove.variables?.reviewId === review._id}
                    onEdit={() => setEditingId(review._id)}
                    onDelete={() => onDelete(review)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
