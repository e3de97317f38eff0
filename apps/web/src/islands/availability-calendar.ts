// The island of the branch page's availability calendar (section #disponibilidad): docs/decisions/015.
import { AvailabilityCalendarIsland } from '../components/availability-calendar/availability-calendar-island.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityCalendarIsland);
