import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../components/layout/logo';
import { Button, ButtonLink } from '../components/ui/button';
import { paths } from '../config/paths';
import { useMarkAppReady } from '../lib/app-ready';
import { useDocumentTitle } from '../lib/use-document-title';

// React Router's own error page read 'Unexpected Application Error!' (docs/product.md#messages); we keep the words.
const TITLE = 'Unexpected Application Error!';

/**
 * What a screen shows when it failed to render or its code failed to load (often a release that
 * replaced the chunk: "Try again" reloads the page), inside the layout.
 */
export function RouteErrorPage() {
  useDocumentTitle(TITLE);
  useMarkAppReady();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
      <p className="mt-3 text-base text-slate-600">
        Sorry, something went wrong on our side while showing this page. Please try again in a
        moment.
      </p>
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

type BoundaryProps = { fallback: ReactNode; resetKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; resetKey: string };

/** Shows `fallback` instead of `children` once they throw, until `resetKey` changes. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An error thrown while rendering `children` (or loading a screen's code) shows `fallback` until
 * the user goes somewhere else, as the data router's `errorElement` did. React reports the error
 * to the console.
 */
export function RouteErrorBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKey={key}>
      {children}
    </ErrorBoundary>
  );
}
