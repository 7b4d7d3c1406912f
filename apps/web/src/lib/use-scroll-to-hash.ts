import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * When the address's hash names `id` (`/about#blog`), scrolls that element into view: on arrival
 * from another page or a fresh load, and when a link on the page changes the hash. Focus follows
 * (after the layout has focused the main region), so the next Tab continues from there; the
 * element needs tabIndex={-1}.
 */
export function useScrollToHash(id: string) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (safeDecode(hash.slice(1)) !== id) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    const frame = requestAnimationFrame(() => element.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
    // `key` changes on every navigation, so following the same #link again scrolls again.
  }, [hash, key, id]);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
