import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';

/** A page that fails to load (a chunk gone after a deploy, a render error) offers a way on. */
export function AdminRouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'This page could not be shown.';
  return (
    <main className="mx-auto max-w-xl px-6 py-16 text-center">
      <h1 className="font-display text-2xl">Something went wrong</h1>
      <p className="mt-3 text-ink/75">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => window.location.reload()}
        >
          Refresh
        </button>
        <Link to={adminPaths.overview} className={buttonVariants({ size: 'sm' })}>
          Overview
        </Link>
      </div>
    </main>
  );
}
