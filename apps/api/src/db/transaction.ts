import type { Db } from './client.ts';

/** The handle a `db.transaction(async (tx) => …)` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction: queries that run in both. */
export type Conn = Db | Tx;
