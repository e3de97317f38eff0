// The island of the branch page's availability calendar (section #disponibilidad): docs/decisions/015. It is
// hydrated as it comes into view; its first month is asked for as soon as its chunk is there.
import { todayInMexicoCity } from '@salones/shared/dates';
import {
  AvailabilityCalendarIsland,
  type AvailabilityCalendarIslandProps,
} from '../components/availability-calendar/availability-calendar-island.tsx';
import { monthOf } from '../components/availability-calendar/calendar-month.ts';
import { offeredRange } from '../components/availability-calendar/offered-range.ts';
import { prefetchMonth } from '../lib/api/month-availability-fetch.ts';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityCalendarIsland, (props: AvailabilityCalendarIslandProps) =>
  prefetchMonth(props.placeId, monthOf(offeredRange(todayInMexicoCity(), props.diasAnticipacion).firstDay)),
);
