import { RetryAlert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { onDemand } from '../../../lib/on-demand';
import { REVIEWS_LOAD_FAILED, useStudioReviews } from '../api/get-studio-reviews';
import { GuestPrompt, ReviewsHeader } from './reviews-frame';
import type { StudioReviewsProps } from './studio-reviews-content';

// The reviews sit below the fold: their list, actions and dates (date-fns) load beside the
// page's reviews, not with its first download (docs/decisions/014).
const reviewsContent = onDemand(() => import('./studio-reviews-content'));

/**
 * The reviews of a studio (docs/product.md#reviews, docs/product.md#roles and docs/product.md#messages; studio-reviews-content.tsx).
 * The reviews are asked for at once, beside the code that shows them; until both are here the
 * section shows what it shows while the reviews load.
 */
export function StudioReviews(props: StudioReviewsProps) {
  const reviews = useStudioReviews(props.studioId);
  const content = reviewsContent.useLoaded(true);
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      {content.module ? (
        <content.module.StudioReviewsContent {...props} />
      ) : (
        <>
          <ReviewsHeader actions={props.viewerId === null ? <GuestPrompt /> : null} />
          <div className="mt-5">
            {content.failed ? (
              <RetryAlert
                message={REVIEWS_LOAD_FAILED}
                onRetry={() => {
                  if (reviews.isError) void reviews.refetch();
                  reviewsContent.load().catch(() => undefined);
                }}
              />
            ) : (
              <Spinner label="Loading reviews…" />
            )}
          </div>
        </>
      )}
    </section>
  );
}
