import type { Role } from '@studio-hive/domain';
import { NavLink } from 'react-router';
import { sidebarLinks } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { useLogout } from '../../lib/use-logout';

const itemClasses =
  'block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 lg:px-3 lg:py-2';

/**
 * The sidebar of the signed-in screens (docs/product.md#screens): links by role, then Logout. Rows
 * that wrap on phones, so every link and Logout stay in sight (none scrolled off to the side), a
 * column from large screens up.
 */
export function Sidebar({ role }: { role: Role }) {
  const logout = useLogout();
  return (
    <nav aria-label="Account" className="lg:sticky lg:top-24">
      <ul className="flex flex-wrap gap-1 pb-2 lg:flex-col lg:flex-nowrap">
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
