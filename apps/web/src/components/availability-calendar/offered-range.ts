// The days the public calendar offers, as of a day: from the first a family may ask for (the branch's lead
// time; never before tomorrow) to the end of the last month shown.
import { type IsoDate, monthRange } from '@salones/shared/dates';
import { firstRequestableOn, monthsOfferedOn } from '@salones/shared/slots';
import { type Month, monthOf } from './calendar-month.ts';

export function offeredRange(today: IsoDate, diasAnticipacion: number) {
  return {
    firstDay: firstRequestableOn(today, diasAnticipacion),
    lastDay: monthRange(`${monthsOfferedOn(today).at(-1)}-01`).to,
  };
}

/** The month the calendar shows first, as of a day: the first offered day's. */
export const firstMonthShown = (today: IsoDate, diasAnticipacion: number): Month =>
  monthOf(offeredRange(today, diasAnticipacion).firstDay);
