// The island of the branch page's availability calendar (section #disponibilidad): docs/decisions/015. Its first
// month is asked for as soon as its chunk runs (the page preloads that answer during its load:
// features/branch/branch-page.tsx), and drawn by the hydration when it is there.
import { formatLongDate, todayInMexicoCity } from '@salones/shared/dates';
import {
  AvailabilityCalendarIsland,
  type AvailabilityCalendarIslandProps,
} from '../components/availability-calendar/availability-calendar-island.tsx';
import { formatMonth } from '../components/availability-calendar/calendar-month.ts';
import { firstMonthShown } from '../components/availability-calendar/offered-range.ts';
import { prefetchMonth } from '../lib/api/month-availability-fetch.ts';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityCalendarIsland, {
  prepare: (props: AvailabilityCalendarIslandProps) => {
    const month = firstMonthShown(todayInMexicoCity(), props.diasAnticipacion);
    prefetchMonth(props.placeId, month);
    // the month's and the days' date formats made while the page is idle: making an es-MX Intl.DateTimeFormat
    // is tens of ms on a phone, which the hydration (after a tap, maybe) would otherwise pay
    const warm = () => {
      formatMonth(month);
      formatLongDate(`${month}-01`);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(warm);
    else setTimeout(warm);
  },
});
