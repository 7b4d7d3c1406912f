import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * The reviews section's heading, with what goes under it (the rating summary) and beside it
 * (Write a Review, or the guest's log-in prompt). Shared by the section's content and its
 * stand-in while that content's code loads (studio-reviews.tsx), so nothing moves when it comes.
 */
export function ReviewsHeader({ summary, actions }: { summary?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id="reviews-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Reviews
        </h2>
        {summary}
      </div>
      {actions}
    </div>
  );
}

export function GuestPrompt() {
  // After logging in, the guest comes back here (the login screen honours `from`).
  const location = useLocation();
  return (
    <p className="text-sm text-slate-600">
      <ButtonLink
        to={paths.login}
        state={{ from: location }}
        variant="secondary"
        size="sm"
        className="mr-2"
      >
        Log in
      </ButtonLink>
      to write a review.
    </p>
  );
}
