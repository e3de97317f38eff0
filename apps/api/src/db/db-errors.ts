// What a database error means for the client. PostgreSQL and PGlite report SQLSTATE codes; drizzle wraps
// them in `cause`, so the chain is walked.

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
  message?: unknown;
}

function* errorChain(err: unknown): Generator<PgErrorFields> {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    yield e as PgErrorFields;
    e = (e as PgErrorFields).cause;
  }
}

/** The SQLSTATE of a database error, or a Node socket code such as ECONNREFUSED. */
export function dbErrorCode(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    if (typeof e.code === 'string' && /^([0-9A-Z]{5}|E[A-Z_]+)$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The constraint a violation names (e.g. 'events_customer_id_users_id_fk'). */
export function violatedConstraint(err: unknown): string | undefined {
  for (const e of errorChain(err)) if (typeof e.constraint === 'string') return e.constraint;
  return undefined;
}

export const isUniqueViolation = (err: unknown) => dbErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => dbErrorCode(err) === '23503';
/** An exclusion constraint refused the row (e.g. a resource at two parties at once). */
export const isExclusionViolation = (err: unknown) => dbErrorCode(err) === '23P01';

// node-postgres' own messages when a connection dies or cannot be had (they carry no code).
const CONNECTION_LOST =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|Cannot use a pool after calling end/i;

/**
 * The database is away, restarting or refusing connections: the request did nothing and may be retried.
 * 08xxx connection exceptions, 57P01–57P03 (terminated by administrator, crash shutdown, cannot connect
 * now), 53300 (too many connections) and socket errors.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = dbErrorCode(err);
  if (code && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300')) return true;
  if (code && /^E(CONNREFUSED|CONNRESET|PIPE|HOSTUNREACH|NETUNREACH|TIMEDOUT|AI_AGAIN)$/.test(code))
    return true;
  for (const e of errorChain(err)) {
    if (typeof e.message === 'string' && CONNECTION_LOST.test(e.message)) return true;
  }
  return false;
}

/**
 * What the client is told about a database error that no use case translated
 * (docs/architecture.md#errors-and-faults).
 */
export type DbErrorKind = 'unavailable' | 'foreignKey' | 'unique' | 'badValue' | 'collision';

export function classifyDbError(err: unknown): DbErrorKind | null {
  if (isDatabaseUnavailable(err)) return 'unavailable';
  const code = dbErrorCode(err);
  if (!code) return null;
  if (code === '23503') return 'foreignKey';
  if (code === '23505') return 'unique';
  // 22xxx data exceptions (NUL byte, out of range, bad date…) and 23514/23502 check / not-null violations
  if (/^22/.test(code) || code === '23514' || code === '23502') return 'badValue';
  if (code === '40001' || code === '40P01') return 'collision';
  return null;
}
