// The island of the branch page's availability calendar (section #disponibilidad): docs/decisions/015. The server
// draws its first month with the page; that month is asked for again as soon as the island wakes, before its
// hydration, and drawn when it arrives.
import {
  AvailabilityCalendarIsland,
  type AvailabilityCalendarIslandProps,
} from '../components/availability-calendar/availability-calendar-island.tsx';
import { firstMonthShown } from '../components/availability-calendar/offered-range.ts';
import { prefetchMonth } from '../lib/api/month-availability-fetch.ts';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityCalendarIsland, {
  // the month the island draws first: as of the page's day, as its first render
  prepare: (props: AvailabilityCalendarIslandProps) =>
    prefetchMonth(props.placeId, firstMonthShown(props.today, props.diasAnticipacion)),
});
