import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

// Issue #11: the calendar and its data load after the first paint, in the browser only (never during a
// server render), so the public page's speed budget does not carry it.
const AvailabilityCalendarSection = lazy(() =>
  import('./availability-calendar-section.tsx').then((m) => ({ default: m.AvailabilityCalendarSection })),
);

export function LazyAvailabilityCalendar(props: { placeId: string; sucursal: string }) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  const placeholder = <Skeleton height={460} radius="lg" mt="lg" />;
  if (!isMounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvailabilityCalendarSection {...props} />
    </Suspense>
  );
}
