/** PostgreSQL's error fields both drivers pass on (pg's DatabaseError, PGlite's). */
interface PostgresError {
  code?: unknown;
  constraint?: unknown;
}

function postgresError(error: unknown): PostgresError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  // Drizzle wraps driver errors in DrizzleQueryError, with the driver's error as `cause`.
  const cause = (error as { cause?: unknown }).cause;
  return (typeof cause === "object" && cause !== null ? cause : error) as PostgresError;
}

/** Whether a query failed on this unique constraint (SQLSTATE 23505), e.g. a taken email. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = postgresError(error);
  return failure?.code === "23505" && failure.constraint === constraint;
}
