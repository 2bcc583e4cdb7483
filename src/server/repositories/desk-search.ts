import { like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { PLANNED_FOR_ITS_VALUES } from '#server/db/prepared-statements.js';
import * as t from '#server/db/schema/index.js';
import { REQUEST_REFERENCE_PREFIX } from './requests-repository.js';

/**
 * A trigram found in more than this share of requests is "frequent": the trigram index keeps a list of every
 * request holding it, and reading that list costs about as much as the share (0.3-0.7 ms each for a trigram in
 * every row at 200,000 requests). E-mail domains, a country code, a common first name are made of them.
 */
export const FREQUENT_TRIGRAM_SHARE = 0.05;

/** How long a process trusts the trigram figures it read (ANALYZE refreshes them far less often). */
const FIGURES_FOR_MS = 5 * 60 * 1000;

const TRIGRAM = 3;

/**
 * The longest part of a search whose trigrams are all rare, when some of the search's trigrams are frequent
 * (null otherwise: the whole search is then given to the index, as it is cheap). It is taken from a run of
 * ASCII letters and digits and read with a wildcard on both sides, so its trigrams are exactly its own
 * three-letter windows, lower-cased as the index keeps them; any part of the search is found in every row the
 * whole search is, so the rows it finds are then checked against the whole search.
 */
export function rarePartOf(q: string, frequent: ReadonlySet<string>): string | null {
  const runs = (q.match(/[A-Za-z0-9]+/g) ?? []).map((run) => run.toLowerCase());
  let anyFrequent = false;
  let best = '';
  for (const run of runs) {
    let from = 0;
    for (let at = 0; at + TRIGRAM <= run.length; at++) {
      if (frequent.has(run.slice(at, at + TRIGRAM))) {
        anyFrequent = true;
        from = at + 1;
      } else if (at + TRIGRAM - from > best.length) {
        best = run.slice(from, at + TRIGRAM);
      }
    }
  }
  return anyFrequent && best ? best : null;
}

const figuresByDb = new WeakMap<object, { frequent: Promise<ReadonlySet<string>>; readAt: number }>();

/**
 * The trigrams of `search_text` found in more than FREQUENT_TRIGRAM_SHARE of requests, as the statistics object
 * `requests_search_trigrams` last counted them (ANALYZE, which autovacuum runs as the table grows). Empty until
 * the table has been analyzed, or where the statistics cannot be read: every search then uses its whole text.
 */
function frequentTrigrams(db: DbOrTx): Promise<ReadonlySet<string>> {
  const held = figuresByDb.get(db);
  if (held && Date.now() - held.readAt < FIGURES_FOR_MS) return held.frequent;
  const frequent = db
    .execute(
      sql`select e.elem from pg_stats_ext_exprs s,
        unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(elem, freq)
        where s.statistics_name = 'requests_search_trigrams' and e.freq > ${FREQUENT_TRIGRAM_SHARE}`,
    )
    .then((result) => new Set((result as unknown as { rows: { elem: string }[] }).rows.map((row) => row.elem)))
    .catch(() => new Set<string>());
  figuresByDb.set(db, { frequent, readAt: Date.now() });
  return frequent;
}

/** The part of `q` the trigram index is given (see `rarePartOf`); undefined for the whole of it. */
export async function indexedPartOf(db: DbOrTx, q: string): Promise<string | undefined> {
  return rarePartOf(q, await frequentTrigrams(db)) ?? undefined;
}

/** `%` and `_` typed by staff are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: a reference (from its start; references are upper case, and a text that cannot begin one
 * is not looked for among them: the check cost a quarter of a common name's search), or a name, an e-mail or a phone
 * number anywhere, whatever the case (`search_text`, lower-cased by the database as this pattern is), or a
 * phone number by its digits. With `indexedPart`, the trigram index reads that part only and `strpos` checks
 * the whole search in the rows it found (a LIKE would hand all its trigrams to the index again).
 *
 * How many rows a search matches varies from four to a tenth of the table, so a statement holding it is
 * planned for its values each time (PLANNED_FOR_ITS_VALUES).
 */
export function searchCondition(q: string, indexedPart?: string): SQL | undefined {
  const digits = q.replace(/\D/g, '');
  const looksLikePhone = /^[\d\s+()./-]+$/.test(q) && digits.length >= 3;
  const planned = sql.raw(PLANNED_FOR_ITS_VALUES);
  const upper = q.toUpperCase();
  const mayBeReference = upper.startsWith(REQUEST_REFERENCE_PREFIX) || REQUEST_REFERENCE_PREFIX.startsWith(upper);
  return or(
    mayBeReference ? like(t.requests.reference, `${escapeLike(upper)}%`) : undefined,
    indexedPart
      ? sql`(${planned} ${t.requests.searchText} like lower(${`%${indexedPart}%`})
          and strpos(${t.requests.searchText}, lower(${q})) > 0)`
      : sql`${planned} ${t.requests.searchText} like lower(${`%${escapeLike(q)}%`})`,
    looksLikePhone ? sql`regexp_replace(${t.requests.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}
