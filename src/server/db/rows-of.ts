/**
 * The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer with `rows`, but the
 * Db type shared by both leaves the result unknown. `Row` is the caller's word for the columns selected.
 */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
