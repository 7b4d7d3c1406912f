import type { Role } from '@studio-hive/domain';
import { NavLink } from 'react-router';
import { sidebarLinks } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { useLogout } from '../../lib/use-logout';

const itemClasses =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The sidebar of the signed-in screens (docs/product.md#screens): links by role, then Logout. A row that
 * scrolls sideways on phones, a column from large screens up.
 */
export function Sidebar({ role }: { role: Role }) {
  const logout = useLogout();
  return (
    <nav aria-label="Account" className="lg:sticky lg:top-24">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sidebarLinks(role).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  itemClasses,
                  isActive
                    ? 'bg-indigo-50 text-indigo-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <button
            type="button"
            onClick={logout}
            className={cn(
              itemClasses,
              'w-full text-left text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
