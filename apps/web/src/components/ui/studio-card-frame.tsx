import type { ReactNode } from 'react';
import type { Studio } from '@studio-hive/domain';
import { cn } from '../../lib/cn';
import { CoverImage } from './image-placeholder';

/**
 * The frame of a studio's card, wherever studios are listed (the catalogue, the home page, the
 * owner's My Studios): the cover photo on top (`overlay` over it), then `children` in the body,
 * whose last part sits at the bottom of a card stretched to its row.
 */
export function StudioCardFrame({
  studio,
  photo,
  overlay,
  interactive = false,
  children,
}: {
  studio: Pick<Studio, 'name' | 'cardImages'>;
  /** The photo's proportions (a Tailwind aspect class), its height and whether it loads first. */
  photo: { aspect: string; height: number; priority?: boolean };
  overlay?: ReactNode;
  /** Lifts on hover (a card that leads somewhere). */
  interactive?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        interactive && 'transition-shadow hover:shadow-md',
      )}
    >
      <div className={cn('relative bg-slate-100', photo.aspect)}>
        <CoverImage
          src={studio.cardImages[0]}
          alt={`Photo of ${studio.name}`}
          height={photo.height}
          priority={photo.priority}
        />
        {overlay}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">{children}</div>
    </article>
  );
}
