import { RetryAlert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useLatestStudios } from '../api/get-studios';
import { LISTING_MESSAGES } from './listing-messages';
import { StudioCard } from './studio-card';

/** Stands in for a card while the studios load, the same size, so nothing jumps. */
function CardSkeleton() {
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[4/3] animate-pulse bg-slate-100" />
      <div className="space-y-3 p-4 sm:p-5">
        <div className="h-5 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="h-4 w-1/3 rounded bg-slate-100" />
        <div className="h-9 w-full rounded bg-slate-100" />
      </div>
    </li>
  );
}

/**
 * A few approved studios from the catalogue (the newest `limit`), as the listing shows them: the
 * same cards, masked as the server sends them. Cards carry h3 headings under the section's h2.
 */
export function LatestStudios({ limit }: { limit: number }) {
  const studios = useLatestStudios(limit);
  const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

  if (studios.isPending) {
    return (
      <div>
        <span role="status" className="sr-only">
          Loading studios…
        </span>
        <ul aria-hidden="true" className={grid}>
          {Array.from({ length: limit }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  if (studios.isError) {
    return (
      <RetryAlert
        title={LISTING_MESSAGES.errorTitle}
        message={LISTING_MESSAGES.loadFailed}
        onRetry={() => void studios.refetch()}
      />
    );
  }

  const { items, total } = studios.data;
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
        New studios are being checked by our team; the first ones appear here once approved.
      </p>
    );
  }

  return (
    <>
      <ul className={grid}>
        {items.map((studio) => (
          <li key={studio._id}>
            <StudioCard studio={studio} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-right">
        <TextLink to={paths.studios}>
          View all {total} {total === 1 ? 'studio' : 'studios'}
        </TextLink>
      </p>
    </>
  );
}
