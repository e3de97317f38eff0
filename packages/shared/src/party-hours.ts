// When a party starts and ends: the event's own entrada/salida, else the usual hours of its turno. Read by the
// party page and its .ics, the contract (web and PDF) and the event an online booking makes.
import { TURNOS, type Turno } from './constants.ts';
import { toTime24 } from './dates.ts';

/**
 * The usual hours of each turno. No branch keeps hours per turno (a branch has only its free-text `horario`),
 * so these are the chain's: two five-hour parties a day with an hour between them to clean and set up. A
 * branch whose turnos run otherwise writes the hours on each event (entrada/salida), which always win.
 */
export const TURNO_HOURS: Readonly<Record<Turno, { entrada: string; salida: string }>> = {
  Matutino: { entrada: '10:00', salida: '15:00' },
  Vespertino: { entrada: '16:00', salida: '21:00' },
};

const TIME = /^\d{2}:\d{2}$/;
/** '4:00 pm', '16:00', '1600' → '16:00'; anything else → '' */
const time24 = (value: string) => {
  const t = toTime24(value ?? '');
  return TIME.test(t) ? t : '';
};

export const turnoHours = (turno: string) =>
  (TURNOS as readonly string[]).includes(turno) ? TURNO_HOURS[turno as Turno] : null;

export interface PartyHours {
  /** 'HH:MM' (24 h), or '' when unknown */
  entrada: string;
  salida: string;
  /** 'evento': written on the event; 'turno': the turno's usual hours (TURNO_HOURS) */
  origen: 'evento' | 'turno';
}

/**
 * The hours a guest and the contract read. The event's own times win; an event with neither takes its
 * turno's usual hours; one with only an entrada keeps its open end. Null: no times and no known turno.
 */
export function partyHours(event: { turno: string; entrada: string; salida: string }): PartyHours | null {
  const entrada = time24(event.entrada);
  const salida = time24(event.salida);
  if (entrada || salida) {
    const usual = turnoHours(event.turno);
    return { entrada: entrada || (usual?.entrada ?? ''), salida, origen: 'evento' };
  }
  const usual = turnoHours(event.turno);
  return usual ? { ...usual, origen: 'turno' } : null;
}
