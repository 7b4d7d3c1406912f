import { Link } from 'react-router';
import { SITE_NAME } from '../../config/site';
import { paths } from '../../config/paths';

/** The brand mark: a hexagon cell with a microphone dot, then the name. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <path d="M16 2 28.1 9v14L16 30 3.9 23V9Z" className="fill-indigo-600" />
        <rect x="13" y="8.5" width="6" height="10" rx="3" className="fill-white" />
        <path
          d="M10.5 15.5a5.5 5.5 0 0 0 11 0M16 21v3"
          className="fill-none stroke-white"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
