import { Link } from 'react-router';
import { FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, type NavItem } from '../../config/navigation';
import { SITE_NAME, SITE_TAGLINE } from '../../config/site';

function LinkList({ title, items }: { title: string; items: NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="text-sm text-slate-300 hover:text-white focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-auto bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="sm:col-span-2">
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-3 max-w-sm text-sm text-slate-300">{SITE_TAGLINE}</p>
        </div>
        <LinkList title="Quick Links" items={FOOTER_QUICK_LINKS} />
        <LinkList title="Support" items={FOOTER_SUPPORT_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
