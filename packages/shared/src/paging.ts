// Paging of the staff lists (nothing unbounded). Event lists are keyset-paged: a page is
// `limit` events in (fecha, turno, registration, id) order after the event `cursor` (the last id of
// the previous page); `nextCursor` is null on the last page. Tables with numbered pages (users,
// dashboard admins) use page + limit.
import { z } from 'zod';
import { wholeNumber } from './schema-helpers.ts';

export const EVENT_PAGE = {
  /** events per page when `limit` is not given */
  defaultLimit: 20,
  /** at most this many events per answer: each carries its payments and extras (~2.6 KB), so ≤ ~80 KB */
  maxLimit: 30,
  /** events of each dashboard card (today, next 15 days, this month) before 'Ver más' */
  dashboard: 10,
} as const;

export const ADMINS_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

export const PAGING_MSG = {
  cursorInvalid: 'El cursor de la página no es válido',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${EVENT_PAGE.maxLimit}`,
  pageInvalid: 'Página no válida',
  moreButton: 'Ver más',
} as const;

/** ?cursor=&limit= of every event list */
export const EventPageQuerySchema = z.object({
  cursor: z.guid(PAGING_MSG.cursorInvalid).optional(),
  limit: wholeNumber(PAGING_MSG.limitInvalid, { min: 1, max: EVENT_PAGE.maxLimit }).default(
    EVENT_PAGE.defaultLimit,
  ),
});
export type EventPageQuery = z.input<typeof EventPageQuerySchema>;

/** GET EVENT_DASHBOARD_ADMINS_PATH: the dashboard's admins table, page by page */
export const AdminsPageQuerySchema = z.object({
  page: wholeNumber(PAGING_MSG.pageInvalid, { min: 1, max: 10_000 }).default(1),
  limit: wholeNumber(`El límite debe ser un número entero entre 1 y ${ADMINS_PAGE.maxLimit}`, {
    min: 1,
    max: ADMINS_PAGE.maxLimit,
  }).default(ADMINS_PAGE.defaultLimit),
});
