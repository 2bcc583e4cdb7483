type Comparable<T> = (item: T, field: keyof T) => string;

const asJson = <T>(item: T, field: keyof T) => JSON.stringify(item[field]);

/**
 * The labels of the fields that differ between the copy an editor started from and the server's copy now, in
 * the labels' order (the editor's). `comparable` says when two values are the same (a table in another order).
 */
export function changedFields<T>(
  labels: Partial<Record<keyof T, string>>,
  base: T,
  theirs: T,
  comparable: Comparable<T> = asJson,
): string[] {
  return (Object.keys(labels) as (keyof T)[])
    .filter((field) => comparable(base, field) !== comparable(theirs, field))
    .map((field) => labels[field]!);
}
