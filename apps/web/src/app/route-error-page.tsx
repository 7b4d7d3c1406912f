import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '../components/layout/logo';
import { Button, ButtonLink } from '../components/ui/button';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

function describe(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: 'Page not found',
      text: 'We could not find what you were looking for. It may have moved or been removed.',
    };
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return { title: 'Access Denied', text: 'You do not have permission to view this page.' };
  }
  // The router's own page reads 'Unexpected Application Error!' (spec section 8); we keep the words.
  return {
    title: 'Unexpected Application Error!',
    text: 'Sorry, something went wrong on our side while showing this page. Please try again in a moment.',
  };
}

/** The router's error page inside the layout, with a friendly message per status. */
export function RouteErrorPage() {
  const { title, text } = describe(useRouteError());
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Go to Home</ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </div>
  );
}

/** Used when the layout itself failed: the same page without the top bar. */
export function RootErrorPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white px-4 py-4 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <RouteErrorPage />
      </main>
    </div>
  );
}
