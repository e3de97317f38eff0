import { bookingRequestRoutes } from '@salones/shared/contract/booking-requests';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../api-client.ts';
import { monthPath } from './month-availability-fetch.ts';

describe("the calendar island's own call", () => {
  it('asks the contract’s route with its query string', () => {
    for (const [placeId, mes] of [
      ['6f1c2b1e-0a4d-4c57-9a4f-0b6b2a1f3c11', '2026-12'],
      ['a/b c', '2027-01'],
    ])
      expect(monthPath(placeId, mes)).toBe(
        buildPath(bookingRequestRoutes.calendar.path, { placeId }, { mes }),
      );
  });
});
