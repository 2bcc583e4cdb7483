import type { DbOrTx } from '#server/db/client.js';
import { validationError } from '#server/lib/http-error.js';
import { createReferenceRepository, type NamedTable } from '#server/repositories/reference-repository.js';

interface Target {
  table: NamedTable;
  /** the domain's message for an id that names no row */
  message: string;
  /** the field the 422 names, when not the reference's own key */
  reportAs?: string;
}
/** One selected id; `null` is a selection left empty, so there is nothing to check. */
interface OneReference<Id extends number | null> extends Target {
  id: Id;
}
/** A list of selected ids, every one of which must exist. */
interface ManyReferences extends Target {
  ids: readonly number[];
}
type Reference = OneReference<number | null> | ManyReferences;

type NameOf<R> = R extends ManyReferences
  ? string[]
  : R extends OneReference<infer Id>
    ? null extends Id
      ? string | null
      : string
    : never;
export type ReferencedNames<R> = { [K in keyof R]: NameOf<R[K]> };

export const oneOf = <Id extends number | null>(
  table: NamedTable,
  id: Id,
  message: string,
  reportAs?: string,
): OneReference<Id> => ({ table, id, message, reportAs });

export const allOf = (table: NamedTable, ids: readonly number[], message: string): ManyReferences => ({
  table,
  ids,
  message,
});

/**
 * The one check that the ids a submission points at exist (a class, a gender, a country, destinations…):
 * answers the names behind them, for the e-mails, or throws the 422 envelope with each unknown field's
 * message, in the order the references are given so that `message` is the form's first problem.
 */
export async function referencedNames<R extends Record<string, Reference>>(
  db: DbOrTx,
  references: R,
): Promise<ReferencedNames<R>> {
  const repository = createReferenceRepository(db);
  const entries = Object.entries(references);
  const found = await Promise.all(
    entries.map(([, ref]) => {
      const ids = 'ids' in ref ? ref.ids : ref.id === null ? [] : [ref.id];
      return repository.namesByIds(ref.table, ids);
    }),
  );
  const errors: Record<string, string[]> = {};
  const names: Record<string, string | string[] | null> = {};
  entries.forEach(([key, ref], index) => {
    const rows = found[index]!;
    const expected = 'ids' in ref ? new Set(ref.ids).size : ref.id === null ? 0 : 1;
    if (rows.length < expected) errors[ref.reportAs ?? key] ??= [ref.message];
    names[key] = 'ids' in ref ? rows : (rows[0] ?? null);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return names as ReferencedNames<R>;
}
