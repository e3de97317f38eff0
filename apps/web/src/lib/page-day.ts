import { type IsoDate, todayInMexicoCity } from '@salones/shared/dates';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * The day (Mexico City) the server rendered this page on. The server keeps a page across days
 * (apps/api/src/lib/page-cache.ts), so a part that depends on today renders as of that day — in the server's
 * HTML, and when the app hydrates it (the server render puts the day in the query cache) — and settles to
 * today after. Today, on a page the browser rendered itself.
 */
export function usePageDay(): IsoDate {
  return useQueryClient().getQueryData<IsoDate>(queryKeys.pageDay) ?? todayInMexicoCity();
}
