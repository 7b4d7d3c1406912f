import type { ReactNode } from 'react';

/**
 * A message about a whole section or list rather than one input. Not a live region: the form's
 * alert above the buttons announces it.
 */
export function SectionMessage({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-rose-700">
      {children}
    </p>
  );
}
