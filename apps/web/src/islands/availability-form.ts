// The island of the branch page's availability form ('Consultar disponibilidad'): docs/decisions/015. Its answer
// stays when the app takes over (the form leaves it for the app: lib/island-carry.ts).
import {
  AvailabilityForm,
  type AvailabilityFormProps,
  answerLeftKey,
} from '../features/branch/components/availability-form.tsx';
import { isLeftForTheApp } from '../lib/island-carry.ts';
import { islandOf } from './preact-island.ts';

export default islandOf(AvailabilityForm, {
  handsOverAsItIs: (props: AvailabilityFormProps) => isLeftForTheApp(answerLeftKey(props.placeId)),
});
