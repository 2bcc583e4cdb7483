import { detailPageOf } from '#domain/site-paths.js';
import { isUuid } from '#server/lib/uuid.js';
import type { CatalogueRepository } from '#server/repositories/catalogue-repository.js';
import type { PageBannerLookup } from './web-app.js';

/** Finds the banner of a trip or destination page from its path; null for any other page. */
export function pageBannerLookup(catalogue: Pick<CatalogueRepository, 'bannerOf'>): PageBannerLookup {
  return async (pathname) => {
    const page = detailPageOf(pathname);
    if (!page || !isUuid(page.id)) return null;
    return catalogue.bannerOf(page.kind, page.id);
  };
}
