// The island of the branch page's availability form ('Consultar disponibilidad'): docs/decisions/015.
import { AvailabilityForm } from '../features/branch/components/availability-form.tsx';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityForm);
