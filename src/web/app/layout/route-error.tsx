import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';

/** A page that fails to load (a broken chunk after a deploy, a render error) offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'This page could not be shown.';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl">Something went wrong</h1>
      <p className="mt-4 text-ink/75">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.location.reload()}
        >
          Refresh
        </button>
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          Return Home
        </Link>
      </div>
    </main>
  );
}
