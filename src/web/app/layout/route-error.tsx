import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useT } from '#web/i18n/i18n.js';

/** A page that fails to load (a broken chunk after a deploy, a render error) offers a way on. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  // A response's status line is the server's own (404 Not Found); anything else is said in the page's language.
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('This page could not be shown.');
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl">{t('Something went wrong')}</h1>
      <p className="mt-4 text-ink/75">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={() => window.location.reload()}
        >
          {t('Refresh')}
        </button>
        <Link to={paths.home.getHref()} className={buttonVariants()}>
          {t('Return Home')}
        </Link>
      </div>
    </main>
  );
}
