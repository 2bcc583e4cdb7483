import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import type { CatalogueKind } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { ItemPageTabs } from './item-page-tabs.js';

interface ItemPageProps<T> {
  kind: CatalogueKind;
  uuid: string;
  current: 'content' | 'translations';
  /** the item's name, once known */
  name: string | undefined;
  /** what the page loads, and its name in a failure: 'trip', 'translations' */
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  what: string;
  /** under the tabs: the Translations tab's languages */
  nav?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A trip's or destination's page in the back office: the way back, its name, its tabs, then what it loads. */
export function ItemPage<T>({ kind, uuid, current, name, query, what, nav, children }: ItemPageProps<T>) {
  const titleId = useId();
  const heading = name ?? (kind === 'trip' ? 'Trip' : 'Destination');
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <PageTitle title={current === 'translations' ? `Translations · ${heading}` : heading} />
      <Link
        to={kind === 'trip' ? adminPaths.trips() : adminPaths.destinations()}
        className="inline-flex items-center gap-1 text-sm text-ink/75 hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {kind === 'trip' ? 'Trips' : 'Destinations'}
      </Link>
      <h1 id={titleId} className="font-display text-xl font-semibold">
        {heading}
      </h1>
      <ItemPageTabs kind={kind} uuid={uuid} current={current} />
      {nav}
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} what={what} />
      ) : query.data === undefined ? (
        <Skeleton aria-busy="true" className="h-96 w-full" />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
