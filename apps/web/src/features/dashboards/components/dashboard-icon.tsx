import { cn } from '../../../lib/cn';

/** Outline icons (24 px grid, stroke) of the dashboards' cards and links; decorative only. */
const ICONS = {
  calendar:
    'M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  rupee: 'M7 5h10M7 9h10M9 5c3.5 0 5 1.6 5 4s-1.5 4-5 4H7l7 6',
  studio: 'M4 20V8l8-4 8 4v12M9 20v-6h6v6M3 20h18',
  hourglass:
    'M7 3h10M7 21h10M8 3v3.5a4 4 0 0 0 1.6 3.2L12 12l2.4-2.3A4 4 0 0 0 16 6.5V3M8 21v-3.5a4 4 0 0 1 1.6-3.2L12 12l2.4 2.3a4 4 0 0 1 1.6 3.2V21',
  search: 'm20 20-4.2-4.2M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0Z',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  plus: 'M12 5v14M5 12h14',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  shield: 'M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Z M9 12l2 2 4-4',
  userX: 'M15 20a6 6 0 0 0-12 0M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM17 9l4 4M21 9l-4 4',
  userMinus: 'M15 20a6 6 0 0 0-12 0M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM16 11h5',
  studioX: 'M4 20V8l8-4 8 4v12M3 20h18M10 11l4 4M14 11l-4 4',
} as const;

export type IconName = keyof typeof ICONS;

export function DashboardIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5', className)}
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
