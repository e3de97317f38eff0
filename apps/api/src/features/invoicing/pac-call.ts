// A call to the PAC bounded in time, and its failure as an error the caller's transaction rolls back with.
import { FACTURA_MSG } from '@salones/shared/fiscal/factura-plan';
import { AppError } from '../../lib/app-error.ts';
import type { PacOutcome } from './invoicing-provider.ts';

/** how long a family waits for the PAC before hearing it could not be reached */
export const PAC_TIMEOUT_MS = 15_000;

/** The PAC refused (422, its message in Spanish) or could not be reached (503): nothing was made. */
export class PacFailure extends AppError {
  constructor(readonly outcome: Exclude<PacOutcome<unknown>, { kind: 'done' }>) {
    super(
      outcome.kind === 'refused' ? 422 : 503,
      outcome.kind === 'refused' ? FACTURA_MSG.pacRefused(outcome.msg) : FACTURA_MSG.pacUnavailable,
    );
  }
}

/** The PAC's answer, or a PacFailure thrown. */
export async function pacCall<T>(call: Promise<PacOutcome<T>>): Promise<T> {
  const outcome = await Promise.race<PacOutcome<T>>([
    call,
    new Promise((resolve) =>
      setTimeout(resolve, PAC_TIMEOUT_MS, { kind: 'unavailable', detail: 'no answer in time' }).unref(),
    ),
  ]);
  if (outcome.kind !== 'done') throw new PacFailure(outcome);
  return outcome.value;
}
