import { Link } from 'react-router';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { cn } from '#web/lib/cn.js';
import type { CatalogueKind } from '#web/features/admin-catalogue/lib/catalogue-format.js';

const tabClass = (current: boolean) =>
  cn(
    'border-b-2 px-3 py-2 text-sm font-semibold',
    current ? 'border-gold-dark text-ink' : 'border-transparent text-ink/70 hover:text-ink',
  );

/** A trip's or destination's two pages in the back office: its content (English) and its translations. */
export function ItemPageTabs({
  kind,
  uuid,
  current,
}: {
  kind: CatalogueKind;
  uuid: string;
  current: 'content' | 'translations';
}) {
  const content = kind === 'trip' ? adminPaths.trip(uuid) : adminPaths.destination(uuid);
  const translations = kind === 'trip' ? adminPaths.tripTranslations(uuid) : adminPaths.destinationTranslations(uuid);
  const tabs = [
    { page: 'content', label: 'Content', to: content },
    { page: 'translations', label: 'Translations', to: translations },
  ] as const;
  return (
    <nav aria-label="Pages of this item" className="flex gap-1 border-b border-ink/10">
      {tabs.map((tab) => (
        <Link
          key={tab.page}
          to={tab.to}
          aria-current={current === tab.page ? 'page' : undefined}
          className={tabClass(current === tab.page)}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
