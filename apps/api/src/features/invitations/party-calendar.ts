// 'Agregar a mi calendario' — the party as an .ics entry (ical-generator): a timed event on Mexico City's clock
// (its VTIMEZONE from timezones-ical-library, so any calendar places it right) with the branch's address.
import { TIME_ZONE } from '@salones/shared/constants';
import { addDays } from '@salones/shared/dates';
import { INVITATION_TEXT, type PublicInvitationDto } from '@salones/shared/invitations';
import { partyHours } from '@salones/shared/party-hours';
import { ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

const HOUR_MS = 3_600_000;
/** a party with a start and no end lasts as long as a turno (TURNO_HOURS: five hours) */
const TURNO_MS = 5 * HOUR_MS;

/**
 * 'YYYY-MM-DD' + 'HH:MM' on Mexico City's clock. ical-generator writes a date with the event's TZID from
 * the Date's UTC fields as they are, so the wall-clock time goes in as UTC.
 */
const at = (date: string, time = '00:00') => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
};

export function partyCalendar(p: PublicInvitationDto, url: string, clubName: string): string {
  const cal = new ICalCalendar({
    name: INVITATION_TEXT.pageTitle(p.festejado),
    prodId: { company: clubName, product: 'fiesta' },
  });
  cal.timezone({ name: TIME_ZONE, generator: (tz) => tzlib_get_ical_block(tz)[0] });
  const hours = partyHours(p);
  const start = at(p.fecha, hours?.entrada || undefined);
  // a salida before the entrada is past midnight
  const end = !hours?.entrada
    ? at(addDays(p.fecha, 1))
    : hours.salida
      ? new Date(at(p.fecha, hours.salida).getTime() + (hours.salida <= hours.entrada ? 24 * HOUR_MS : 0))
      : new Date(start.getTime() + TURNO_MS);
  cal.createEvent({
    id: `fiesta-${p.codigo}`,
    start,
    end,
    allDay: !hours?.entrada,
    timezone: TIME_ZONE,
    summary: INVITATION_TEXT.pageTitle(p.festejado),
    description: [INVITATION_TEXT.cumple(p.edad), p.mensaje, url].filter(Boolean).join('\n'),
    location: [p.sucursal.nombre, p.sucursal.direccion].filter(Boolean).join(', '),
    url,
  });
  return cal.toString();
}
