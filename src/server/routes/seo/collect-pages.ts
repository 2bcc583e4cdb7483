export const PAGE_SIZE = 100;

export interface PageRequest {
  limit: number;
  offset: number;
}

/** Loads a paged list to the end: the catalogue answers at most 100 rows per call, a sitemap needs all. */
export async function collectPages<T>(
  load: (page: PageRequest) => Promise<{ rows: T[]; total: number }>,
  pageSize = PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await load({ limit: pageSize, offset });
    rows.push(...page.rows);
    // An empty page also stops the loop, should rows vanish between calls.
    if (page.rows.length === 0 || offset + pageSize >= page.total) return rows;
  }
}
