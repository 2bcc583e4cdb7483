/** What Drizzle's `.prepare()` returns, as far as a caller needs it. */
interface Prepared<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
}

const built = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A hot statement Drizzle builds once per database handle: `build` returns the query with `sql.placeholder`s
 * for what varies, prepared under `name`; later calls only bind the values. Building a query walks every
 * column and SQL chunk (a dashboard's seven statements were a third of its CPU time under load); PostgreSQL's
 * side of preparing happens for every statement anyway (db/prepared-statements.ts). A transaction is a
 * handle of its own, so its statements are built for it.
 */
export function builtOnce<T>(db: object, name: string, build: (name: string) => Prepared<T>): Prepared<T> {
  let statements = built.get(db);
  if (!statements) built.set(db, (statements = new Map()));
  let statement = statements.get(name) as Prepared<T> | undefined;
  if (!statement) statements.set(name, (statement = build(name)));
  return statement;
}
