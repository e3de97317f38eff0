// One month of a branch's availability with a plain `fetch`, for the branch page's calendar island (decision
// 015): no React Query, no contract module (its zod schemas would come with it). The path and the answer are
// the contract's, bookingRequestRoutes.calendar (month-availability-fetch.test.ts holds them together); the
// app's own call is availability.ts.
import { CALL_FAILED_MSG } from '@salones/shared/api-messages';
import type { CalendarResponse } from '@salones/shared/booking-requests';

/** What the calendar needs of a month's answer: each day's turnos, and the branch's lead time. */
export type MonthAvailability = Pick<CalendarResponse, 'dias' | 'diasAnticipacion'>;

/** How long a month's answer is shown without asking again (a slot taken by someone else shows within it). */
export const MONTH_STALE_MS = 30_000;

/** GET /api/event/calendario/{placeId}?mes=YYYY-MM */
export const monthPath = (placeId: string, mes: string) =>
  `/api/event/calendario/${encodeURIComponent(placeId)}?mes=${encodeURIComponent(mes)}`;

/** A month asked for ahead: when, its answer, and that answer once it has arrived. */
interface FetchedAhead {
  at: number;
  answer: Promise<MonthAvailability>;
  arrived?: MonthAvailability;
}

/** Months asked for before the calendar showed them (prefetchMonth), by path: the next fetchMonth takes it. */
const fetchedAhead = new Map<string, FetchedAhead>();

/**
 * Asks for a month before the calendar shows it (its island, as soon as its chunk runs: decision 015), so
 * the month is there when it does; the next fetchMonth of it within MONTH_STALE_MS takes this answer.
 */
export function prefetchMonth(placeId: string, mes: string) {
  const path = monthPath(placeId, mes);
  const ahead: FetchedAhead = {
    at: Date.now(),
    answer: requestMonth(placeId, mes),
  };
  ahead.answer.then(
    (answer) => {
      ahead.arrived = answer;
    },
    () => fetchedAhead.delete(path),
  );
  fetchedAhead.set(path, ahead);
}

/**
 * A month asked for ahead whose answer has arrived (within MONTH_STALE_MS), to draw without waiting for a
 * promise; it stays there for the next fetchMonth.
 */
export function arrivedMonth(placeId: string, mes: string): MonthAvailability | undefined {
  const ahead = fetchedAhead.get(monthPath(placeId, mes));
  return ahead && Date.now() - ahead.at < MONTH_STALE_MS ? ahead.arrived : undefined;
}

/** A month's days and the branch's lead time; throws an Error with the Spanish message to show. */
export function fetchMonth(placeId: string, mes: string, signal?: AbortSignal): Promise<MonthAvailability> {
  const path = monthPath(placeId, mes);
  const ahead = fetchedAhead.get(path);
  fetchedAhead.delete(path);
  if (ahead && Date.now() - ahead.at < MONTH_STALE_MS) return ahead.answer;
  return requestMonth(placeId, mes, signal);
}

async function requestMonth(placeId: string, mes: string, signal?: AbortSignal): Promise<MonthAvailability> {
  let res: Response;
  try {
    res = await fetch(monthPath(placeId, mes), { signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new Error(CALL_FAILED_MSG.network);
  }
  const data = (await res.json().catch(() => ({}))) as Partial<MonthAvailability> & { msg?: string };
  if (!res.ok || !Array.isArray(data.dias)) throw new Error(data.msg ?? CALL_FAILED_MSG.unknown);
  return { dias: data.dias, diasAnticipacion: data.diasAnticipacion ?? 0 };
}
