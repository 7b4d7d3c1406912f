import { createContext, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by location key, kept across reloads of the tab. */
const STORAGE_KEY = 'studio-hive:scroll-positions';

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map(); // storage refused or garbled: start afresh
  }
}

function writePositions(positions: Map<string, number>) {
  // 'default' is every entry the tab opened directly (no key of its own): not worth keeping.
  const entries = [...positions].filter(([key]) => key !== 'default');
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage full or refused: positions are then kept for this page load only
  }
}

/**
 * The positions of the entries seen (by location key) and of the entry on screen, the position
 * Back or Forward still has to restore once the screen of that entry shows, and the key whose
 * screen is on the page (none while a screen's code loads).
 */
function createScrollMemory(firstKey: string) {
  let key = firstKey;
  let positions = new Map<string, number>();
  let pending: number | null = null;
  let shown: string | null = null;
  return {
    load() {
      positions = readPositions();
    },
    save() {
      writePositions(positions);
    },
    /** The page scrolled: remembered for the entry on screen, unless it is still to be restored. */
    record(y: number) {
      if (pending === null) positions.set(key, y);
    },
    /**
     * Entry `next` is on screen now. When `restore` (Back or Forward) and it was scrolled before,
     * goes back there, at once if its screen is on the page, else when it shows; says whether.
     */
    enter(next: string, restore: boolean): boolean {
      key = next;
      pending = null;
      const saved = restore ? positions.get(next) : undefined;
      if (saved === undefined) return false;
      if (shown === next) window.scrollTo(0, saved);
      else pending = saved;
      return true;
    },
    screenShown(screenKey: string) {
      shown = screenKey;
      if (pending !== null && key === screenKey) {
        window.scrollTo(0, pending);
        pending = null;
      }
    },
    screenHidden() {
      shown = null;
    },
  };
}

type ScrollMemory = ReturnType<typeof createScrollMemory>;

const ScrollMemoryContext = createContext<ScrollMemory | null>(null);

/**
 * What the data router's `<ScrollRestoration>` did, for declarative routing:
 * - a new screen (PUSH or REPLACE to another path) starts at the top, unless the address has a
 *   hash (the screen scrolls to its anchor, lib/use-scroll-to-hash.ts); a new query on the same
 *   screen (the listing's filters) keeps the place;
 * - Back and Forward (POP) return to where that entry was scrolled to, once its screen shows
 *   (`<RestoreScrollWhenShown>` beside each screen, inside its Suspense boundary), or start at the
 *   top of a screen seen before this page load;
 * - the positions are recorded while scrolling (by location key) and kept in sessionStorage when
 *   the page is left, so a reload and coming back to the tab find them.
 * The first screen of a page load is left where the browser put it.
 */
export function ScrollRestoration({ children }: { children: ReactNode }) {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const [memory] = useState(() => createScrollMemory(key));
  const previousPathname = useRef<string | null>(null);

  useLayoutEffect(() => {
    memory.load();
    history.scrollRestoration = 'manual';
    const onScroll = () => memory.record(window.scrollY);
    const onPageHide = () => {
      memory.save();
      history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = 'auto';
    };
  }, [memory]);

  useLayoutEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = pathname;
    if (memory.enter(key, navigationType === 'POP')) return;
    if (previous !== null && previous !== pathname && !hash) window.scrollTo(0, 0);
    // Where the new entry starts, should the user leave it without scrolling.
    memory.record(window.scrollY);
  }, [memory, key, pathname, hash, navigationType]);

  return <ScrollMemoryContext value={memory}>{children}</ScrollMemoryContext>;
}

/**
 * Rendered after a screen inside its Suspense boundary: its layout effect runs once the screen is
 * on the page (not while the boundary shows its fallback), which is when Back can restore the
 * position.
 */
export function RestoreScrollWhenShown() {
  const memory = use(ScrollMemoryContext);
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (!memory) return;
    memory.screenShown(key);
    return () => memory.screenHidden();
  }, [memory, key]);
  return null;
}
