import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { topBarLinks, VISITOR_ACTIONS, type NavItem } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import { Button, ButtonLink } from '../ui/button';
import { Logo } from './logo';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive
      ? 'bg-indigo-50 text-indigo-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function Links({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === '/'} className={linkClasses} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/**
 * The top bar (docs/product.md#navigation). On phones the links fold behind a menu button.
 */
export function TopBar() {
  const { session } = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const links = topBarLinks(session?.role ?? null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const accountActions = (onNavigate?: () => void) =>
    session ? (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          onNavigate?.();
          logout();
        }}
      >
        Logout
      </Button>
    ) : (
      <>
        <NavLink to={VISITOR_ACTIONS.setupStudio.to} className={linkClasses} onClick={onNavigate}>
          {VISITOR_ACTIONS.setupStudio.label}
        </NavLink>
        <NavLink to={VISITOR_ACTIONS.login.to} className={linkClasses} onClick={onNavigate}>
          {VISITOR_ACTIONS.login.label}
        </NavLink>
        <ButtonLink to={VISITOR_ACTIONS.signup.to} size="sm" onClick={onNavigate}>
          {VISITOR_ACTIONS.signup.label}
        </ButtonLink>
      </>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo onClick={close} />

        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          <ul className="flex items-center gap-1">
            <Links items={links} />
          </ul>
          <div className="flex items-center gap-2 border-l border-slate-200 pl-6">
            {accountActions()}
          </div>
        </nav>

        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 fill-none stroke-current"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            <Links items={links} onNavigate={close} />
          </ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
            {accountActions(close)}
          </div>
        </nav>
      ) : null}
    </header>
  );
}
