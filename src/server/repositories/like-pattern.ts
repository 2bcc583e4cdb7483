/** An `ilike` pattern for text containing `q`: `%` and `_` typed by staff are searched for, not wildcards. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
