import { useEffect, useRef } from 'react';

/**
 * A field of a page rendered on the server can be typed into before hydration (decision 017):
 * React leaves that text on the page but not in its state, and would wipe it at the field's next
 * render. Once, right after hydration, the field's text becomes the state, as if typed then.
 * Returns the ref for the field.
 */
export function useTypedBeforeHydration(value: string, setValue: (typed: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  const first = useRef({ value, setValue });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.value) first.current.setValue(typed);
  }, []);
  return field;
}
