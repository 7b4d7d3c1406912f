import { useRef, useState } from 'react';
import { GALLERY_PHOTO_SIZES, galleryPhotoSrcSet } from '@studio-hive/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { onDemand } from '../../../lib/on-demand';
import { wrapIndex } from './wrap-index';

// The full-screen viewer loads when it is first opened, or a moment before, when the pointer or
// the focus reaches the photo; not with the page (docs/decisions/014). Once here it opens at
// once: no Suspense, whose fallback React keeps up for at least 300 ms.
const imageViewer = onDemand(() => import('./image-viewer'));
const preloadImageViewer = () => void imageViewer.load().catch(() => undefined);

/** Until the viewer's code is here: its backdrop, at once, with a spinner. */
function ViewerFallback() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/95">
      <Spinner label="Opening the photo viewer…" className="text-slate-200" />
    </div>
  );
}

export const NO_IMAGES = 'No images available.';

const arrowButton =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The studio's photos (docs/product.md#screens): a carousel with previous/next and dots, both wrapping
 * around; the photo opens the full-screen viewer at the same place.
 */
export function StudioGallery({
  images,
  galleryImages,
  title,
}: {
  images: readonly string[];
  /** The gallery sizes of `images`, same order (decision 056). */
  galleryImages: readonly string[];
  title: string;
}) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const viewer = imageViewer.useLoaded(false);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white text-sm text-slate-500">
        {NO_IMAGES}
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const step = (offset: number) => setIndex(wrapIndex(current + offset, count));
  const position = `photo ${current + 1} of ${count}`;

  return (
    <div role="group" aria-roledescription="carousel" aria-label={`${title} photos`}>
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <button
          ref={openerRef}
          type="button"
          onClick={() => {
            setViewerOpen(true);
            // Without its code (offline), the viewer does not open.
            imageViewer.load().catch(() => setViewerOpen(false));
          }}
          onPointerEnter={preloadImageViewer}
          onFocus={preloadImageViewer}
          className="block w-full cursor-zoom-in focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-indigo-500"
        >
          <img
            src={images[current]}
            // A phone, or the column beside a desktop's booking panel, loads the gallery size.
            srcSet={galleryPhotoSrcSet(
              images[current]!,
              galleryImages[current] ?? images[current]!,
            )}
            sizes={GALLERY_PHOTO_SIZES}
            alt={`${title}, ${position}`}
            width={1280}
            height={800}
            // The page's largest paint: fetched first.
            fetchPriority={current === 0 ? 'high' : undefined}
            className="aspect-[16/10] w-full object-cover"
          />
          <span className="sr-only">(opens the full-screen viewer)</span>
        </button>
        <p className="pointer-events-none absolute top-3 right-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
          {current + 1} / {count}
        </p>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous photo"
              className={cn(arrowButton, 'left-3')}
            >
              <ChevronLeftIcon className="size-5 fill-none stroke-current" strokeWidth="2.2" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next photo"
              className={cn(arrowButton, 'right-3')}
            >
              <ChevronRightIcon className="size-5 fill-none stroke-current" strokeWidth="2.2" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <div className="mt-3 flex justify-center gap-1">
          {images.map((image, i) => (
            <button
              key={`${i}-${image}`}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span
                className={cn(
                  'block rounded-full transition-all',
                  i === current
                    ? 'h-2.5 w-5 bg-indigo-600'
                    : 'size-2.5 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}

      {!viewerOpen ? null : viewer.module ? (
        <viewer.module.ImageViewer
          images={images}
          index={current}
          onIndexChange={setIndex}
          onClose={() => setViewerOpen(false)}
          title={title}
          returnFocusRef={openerRef}
        />
      ) : (
        <ViewerFallback />
      )}
    </div>
  );
}
