import { LOCALE, TIME_ZONE } from '@salones/shared/constants';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as Mexico City reads it: 'jueves, 10 de diciembre, 3:05 p.m.' (a hold's end, issue #11). */
export const formatDateTimeMx = (at: Date | string) => dateTime.format(new Date(at));
