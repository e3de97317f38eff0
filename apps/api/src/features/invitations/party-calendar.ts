// 'Agregar a mi calendario' — the party as an .ics entry (ical-generator), in Mexico City time.
import { TIME_ZONE } from '@salones/shared/constants';
import { INVITATION_TEXT, type PublicInvitationDto } from '@salones/shared/invitations';
import { ICalCalendar } from 'ical-generator';

const TIME = /^(\d{1,2}):(\d{2})$/;
/**
 * 'YYYY-MM-DD' + 'HH:MM' on Mexico City's clock. ical-generator writes a date with the event's TZID from
 * the Date's UTC fields as they are, so the wall-clock time goes in as UTC.
 */
const at = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [, hh, mm] = TIME.exec(time) ?? [];
  return new Date(Date.UTC(y, m - 1, d, Number(hh), Number(mm)));
};

export function partyCalendar(p: PublicInvitationDto, url: string, clubName: string): string {
  const cal = new ICalCalendar({
    name: INVITATION_TEXT.pageTitle(p.festejado),
    prodId: { company: clubName, product: 'fiesta' },
  });
  const hasTimes = TIME.test(p.entrada);
  const start = hasTimes ? at(p.fecha, p.entrada) : at(p.fecha, '00:00');
  const end =
    hasTimes && TIME.test(p.salida) ? at(p.fecha, p.salida) : new Date(start.getTime() + 5 * 3_600_000);
  cal.createEvent({
    id: `fiesta-${p.codigo}`,
    start,
    end,
    allDay: !hasTimes,
    floating: false,
    timezone: TIME_ZONE,
    summary: INVITATION_TEXT.pageTitle(p.festejado),
    description: `${INVITATION_TEXT.cumple(p.edad)}\n${p.mensaje}\n${url}`.trim(),
    location: [p.sucursal.nombre, p.sucursal.direccion].filter(Boolean).join(', '),
    url,
  });
  return cal.toString();
}
