import { cn } from '../../lib/cn';

/** Stands in for a studio without photos; fills its (sized) parent. */
function ImagePlaceholder({
  label = 'No photo yet',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-indigo-50 text-slate-400',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 fill-none stroke-current"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="9" y="2.5" width="6" height="11" rx="3" />
        <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v4M8.5 21.5h7" />
      </svg>
      <span className="text-xs font-medium">{label}</span>
    </div>
  );
}

/**
 * A studio's cover photo (lazy unless `priority`, sized to avoid layout shift), or the placeholder
 * without one.
 */
export function CoverImage({
  src,
  alt,
  width = 640,
  height = 480,
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** The first photo a page shows (its largest paint): fetched at once, first. */
  priority?: boolean;
}) {
  if (!src) return <ImagePlaceholder />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="size-full object-cover"
    />
  );
}
