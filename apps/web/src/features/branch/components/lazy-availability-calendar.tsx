import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { CALENDAR_ID } from './availability-form.tsx';

// Issue #11: the calendar and its data load after the first paint, in the browser only (never during a
// server render), so the public page's speed budget does not carry it.
const AvailabilityCalendarSection = lazy(() =>
  import('./availability-calendar-section.tsx').then((m) => ({ default: m.AvailabilityCalendarSection })),
);

export function LazyAvailabilityCalendar(props: { placeId: string; sucursal: string }) {
  const hydrated = useHydrated();
  // data-needs-app: in view, it starts a server-rendered page's app (app/start-on-intent.ts)
  const placeholder = <Skeleton height={460} radius="lg" mt="lg" data-needs-app />;
  // CALENDAR_ID: the target of the availability answer's 'Ver calendario' (issue #28.8)
  return (
    <Box id={CALENDAR_ID}>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <AvailabilityCalendarSection {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
