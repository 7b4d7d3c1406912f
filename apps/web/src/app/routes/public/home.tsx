import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';

export function Component() {
  useDocumentTitle();
  const { session } = useSession();
  return (
    <section className="mx-auto max-w-3xl py-8 text-center sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        Delhi NCR · Pay at the studio
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
        Book podcast and video studios by the hour
      </h1>
      <p className="mt-5 text-lg text-slate-600">
        Find a recording studio near you, pick a slot and a camera package, and pay at the studio.
        We are still building the full home page; the studio listing and bookings arrive in upcoming
        releases.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.studios} size="lg">
          Browse Studios
        </ButtonLink>
        {session ? null : (
          <ButtonLink to={paths.signup} size="lg" variant="secondary">
            Get Started
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
