import { isUuid } from '#server/lib/uuid.js';
import type { CatalogueRepository } from '#server/repositories/catalogue-repository.js';
import type { PageBannerLookup } from './web-app.js';

const DETAIL_PAGE = /^\/(safari|zanzibar-tour|destination)\/([^/]+)$/;

/** Finds the banner of a trip or destination page from its path; null for any other page. */
export function pageBannerLookup(catalogue: Pick<CatalogueRepository, 'bannerOf'>): PageBannerLookup {
  return async (pathname) => {
    const match = DETAIL_PAGE.exec(pathname);
    if (!match || !isUuid(match[2])) return null;
    return catalogue.bannerOf(match[1] === 'destination' ? 'destination' : 'trip', match[2]);
  };
}
