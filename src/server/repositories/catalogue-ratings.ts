import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Users' ratings as two extra columns of a catalogue query: correlated subqueries inside the
 * same statement (served by the ratings_trip_idx / ratings_destination_idx indexes), so a list
 * stays one query however many rows it has (decision 002).
 *
 * `table` is the relational query's own (aliased) root table; the subqueries use plain
 * identifiers for the ratings table, which the query builder would otherwise re-alias. A rating the
 * agency hid counts in neither figure.
 */
export function ratingFigures(itemColumn: 'trip_id' | 'destination_id') {
  const column = sql.raw(`r.${itemColumn}`);
  return (table: {
    id: AnyColumn | SQL;
  }): { ratingAverage: SQL.Aliased<number | null>; ratingsCount: SQL.Aliased<number> } => ({
    ratingAverage: sql<
      number | null
    >`(select round(avg(r.rating), 1)::float8 from ratings r where ${column} = ${table.id} and r.hidden_at is null)`.as(
      'rating_average',
    ),
    ratingsCount:
      sql<number>`(select count(*)::int from ratings r where ${column} = ${table.id} and r.hidden_at is null)`.as(
        'ratings_count',
      ),
  });
}

export interface RatingFiguresRow {
  ratingAverage: number | string | null;
  ratingsCount: number | string;
}

/** The JSON fields; drivers may hand numerics back as text, so both are normalized here. */
export function toRatingFigures(row: RatingFiguresRow): { rating_average: number | null; ratings_count: number } {
  return {
    rating_average: row.ratingAverage === null ? null : Math.round(Number(row.ratingAverage) * 10) / 10,
    ratings_count: Number(row.ratingsCount),
  };
}
