import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons';
import { wrapIndex } from './wrap-index';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps everything outside the dialog out of reach (Tab, screen readers) while it is open, and
 * the page behind it from scrolling.
 */
function useModalBackground(dialog: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const others = Array.from(document.body.children).filter(
      (element) => element !== node && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [dialog]);
}

type ImageViewerProps = {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the dialog and the images ('{name}, photo 2 of 5'). */
  title: string;
  /** What gets focus back once the viewer closes (the control that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The full-screen photo viewer (docs/product.md#screens): Escape closes, the arrow keys step
 * through the photos and wrap around. A modal dialog: focus starts on Close, Tab stays inside, and
 * the caller puts focus back on whatever opened it.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  title,
  returnFocusRef,
}: ImageViewerProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const step = (offset: number) => onIndexChange(wrapIndex(index + offset, count));
  useModalBackground(dialogRef);

  // After useModalBackground: on closing, its cleanup lifts `inert` first, so the opener can
  // take focus again.
  useEffect(() => {
    closeRef.current?.focus();
    const opener = returnFocusRef.current;
    return () => opener?.focus();
  }, [returnFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      const focusable = Array.from(
        dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const dialog = dialogRef.current;
      const active = document.activeElement;
      // The dialog itself takes focus when something in it that is not a control is clicked.
      const inside = active !== dialog && !!dialog?.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const position = `Photo ${index + 1} of ${count}`;
  const navButton =
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`${title} photos`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p aria-live="polite" className="text-sm font-medium text-slate-200">
          {position}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <CloseIcon className="size-5 fill-none stroke-current" />
          Close
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20">
        <img
          src={images[index]}
          alt={`${title}, ${position.toLowerCase()}`}
          className="max-h-full max-w-full rounded-lg object-contain"
        />
        {count > 1 ? (
          <>
            <StepButton
              label="Previous photo"
              className={`${navButton} left-2 sm:left-5`}
              direction="left"
              onClick={() => step(-1)}
            />
            <StepButton
              label="Next photo"
              className={`${navButton} right-2 sm:right-5`}
              direction="right"
              onClick={() => step(1)}
            />
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** The previous or next photo's button: an arrow pointing `direction`, named by `label`. */
function StepButton({
  label,
  className,
  direction,
  onClick,
}: {
  label: string;
  className: string;
  direction: 'left' | 'right';
  onClick: () => void;
}) {
  const Arrow = direction === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Arrow className="size-6 fill-none stroke-current" />
    </button>
  );
}
