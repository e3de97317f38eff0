// The island of the branch page's availability calendar (section #disponibilidad): docs/decisions/015. It is
// hydrated once it stays in view; its first month is asked for as soon as its chunk is there (the page preloads
// that answer during its load: features/branch/branch-page.tsx).
import { todayInMexicoCity } from '@salones/shared/dates';
import {
  AvailabilityCalendarIsland,
  type AvailabilityCalendarIslandProps,
} from '../components/availability-calendar/availability-calendar-island.tsx';
import { firstMonthShown } from '../components/availability-calendar/offered-range.ts';
import { prefetchMonth } from '../lib/api/month-availability-fetch.ts';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityCalendarIsland, {
  prepare: (props: AvailabilityCalendarIslandProps) =>
    prefetchMonth(props.placeId, firstMonthShown(todayInMexicoCity(), props.diasAnticipacion)),
});
