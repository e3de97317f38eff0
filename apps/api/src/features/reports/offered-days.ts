// The days a salón offered each turno over a period (docs/product.md, "Reports"): the period's days of the
// turno's weekdays, less those a closure shut. Counted per weekday with arithmetic on day numbers, so a year
// of a chain's hundreds of salones costs a few operations per salón, not a walk over every date of each.
import type { TurnoDef } from '@salones/shared/turnos';

const DAY_MS = 86_400_000;
/** days since 1970-01-01 (a Thursday) */
const dayNumber = (fecha: string) => Math.round(Date.parse(`${fecha}T00:00:00Z`) / DAY_MS);
/** 0 = domingo … 6 = sábado, as JavaScript's getUTCDay and the schedules count them */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Adds `sign` × how many times each weekday occurs from day `from` to day `to` (both included) to `into`. */
function addWeekdays(into: number[], from: number, to: number, sign: 1 | -1) {
  const days = to - from + 1;
  const first = weekdayOf(from);
  for (let i = 0; i < 7; i += 1)
    into[(first + i) % 7] += sign * (Math.floor(days / 7) + (i < days % 7 ? 1 : 0));
}

/**
 * How many days of each weekday (index 0 = domingo) from `desde` to `hasta` no closure of `closed` shut. Closures
 * are clipped to the period and merged first, so a day two closures shut is taken off once.
 */
export function openDaysPerWeekday(
  desde: string,
  hasta: string,
  closed: readonly { desde: string; hasta: string }[],
): number[] {
  const from = dayNumber(desde);
  const to = dayNumber(hasta);
  const open = [0, 0, 0, 0, 0, 0, 0];
  addWeekdays(open, from, to, 1);
  const spans = closed
    .map((c) => [Math.max(from, dayNumber(c.desde)), Math.min(to, dayNumber(c.hasta))] as const)
    .filter(([start, end]) => start <= end)
    .sort((a, b) => a[0] - b[0]);
  let current: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (current && start <= current[1] + 1) current[1] = Math.max(current[1], end);
    else {
      if (current) addWeekdays(open, current[0], current[1], -1);
      current = [start, end];
    }
  }
  if (current) addWeekdays(open, current[0], current[1], -1);
  return open;
}

/** The days each turno of a schedule ran, from the open days per weekday of its salón. */
export const offeredDays = (turnos: readonly TurnoDef[], open: readonly number[]) =>
  new Map(
    turnos.map((t) => [t.nombre, open.reduce((n, days, dia) => (t.dias.includes(dia) ? n + days : n), 0)]),
  );
