// The day sheet of a branch: each salón with its live parties of the date in the order their turnos start, and
// what the kitchen and the floor need of each (hours, package, head count, menu, extras, resources).
import { DAY_SHEET_MENU, DAY_SHEET_MSG, type DaySheet, type DaySheetFiesta } from '@salones/shared/day-sheet';
import { mayReadDaySheetOf } from '@salones/shared/permissions';
import { DEFAULT_TURNO_SCHEDULE, minutesOf } from '@salones/shared/turnos';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eventExtras,
  eventRecursos,
  events,
  places,
  recursos,
  salones,
  turnoSchedules,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

type EventRow = typeof events.$inferSelect;

const MENU_COLUMNS: Record<(typeof DAY_SHEET_MENU)[number][0], keyof EventRow> = {
  guisado: 'guisado',
  guisado1: 'guisado1',
  guisado2: 'guisado2',
  guisado3: 'guisado3',
  guisado4: 'guisado4',
  infantil: 'infantil',
  pastel: 'pastel',
  piñata: 'pinata',
  refrescos: 'refrescos',
  agua: 'agua',
  dulceros: 'dulceros',
  show: 'show',
};

const menuOf = (e: EventRow) =>
  DAY_SHEET_MENU.map(([field, campo]) => ({
    campo,
    valor: String(e[MENU_COLUMNS[field]] ?? '').trim(),
  })).filter((m) => m.valor !== '');

async function scheduleOf(db: Db, placeId: string) {
  const [row] = await db
    .select({ turnos: turnoSchedules.turnos })
    .from(turnoSchedules)
    .where(eq(turnoSchedules.placeId, placeId));
  return row?.turnos ?? DEFAULT_TURNO_SCHEDULE.turnos;
}

/** What goes with each party: its extras and its resources, by event id. */
async function detailsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return { extras: [], assigned: [] };
  const [extras, assigned] = await Promise.all([
    db
      .select({
        eventId: eventExtras.eventId,
        uid: eventExtras.id,
        nombre: eventExtras.nombre,
        piezas: eventExtras.piezas,
      })
      .from(eventExtras)
      .where(inArray(eventExtras.eventId, eventIds))
      .orderBy(asc(eventExtras.createdAt), asc(eventExtras.id)),
    db
      .select({
        eventId: eventRecursos.eventId,
        uid: recursos.id,
        nombre: recursos.nombre,
        tipo: recursos.tipo,
      })
      .from(eventRecursos)
      .innerJoin(recursos, eq(recursos.id, eventRecursos.recursoId))
      .where(inArray(eventRecursos.eventId, eventIds))
      .orderBy(asc(recursos.nombre)),
  ]);
  return { extras, assigned };
}

export async function getDaySheet(
  db: Db,
  user: CurrentUser,
  placeId: string,
  fecha: string,
): Promise<DaySheet> {
  if (!mayReadDaySheetOf(user, placeId)) throw forbidden(DAY_SHEET_MSG.forbidden);
  const [place] = await db
    .select({ uid: places.id, nombre: places.sucursal })
    .from(places)
    .where(eq(places.id, placeId));
  if (!place) throw notFound(DAY_SHEET_MSG.placeNotFound);
  const [rooms, rows, turnos] = await Promise.all([
    db
      .select({ uid: salones.id, nombre: salones.nombre, activo: salones.activo })
      .from(salones)
      .where(eq(salones.placeId, placeId))
      .orderBy(asc(salones.orden), asc(salones.createdAt), asc(salones.id)),
    db
      .select({ event: events, cliente: users })
      .from(events)
      .innerJoin(users, eq(users.id, events.customerId))
      .where(and(eq(events.placeId, placeId), eq(events.fecha, fecha), isNull(events.deletedAt)))
      .limit(200),
    scheduleOf(db, placeId),
  ]);
  const { extras, assigned } = await detailsOf(
    db,
    rows.map((r) => r.event.id),
  );
  const hoursOf = (turno: string) => turnos.find((t) => t.nombre === turno);
  const fiestas = rows
    .map(({ event: e, cliente }) => ({
      salonId: e.salonId,
      start: minutesOf(hoursOf(e.turno)?.inicio ?? '00:00'),
      fiesta: {
        uid: e.id,
        nombre: e.name,
        cliente: `${cliente.name} ${cliente.lastname}`.trim(),
        turno: e.turno,
        inicio: hoursOf(e.turno)?.inicio ?? '',
        fin: hoursOf(e.turno)?.fin ?? '',
        entrada: e.entrada,
        salida: e.salida,
        paquete: e.packageName,
        personas: e.personas,
        menu: menuOf(e),
        adicionales: extras
          .filter((x) => x.eventId === e.id)
          .map(({ uid, nombre, piezas }) => ({ uid, nombre, piezas })),
        recursos: assigned
          .filter((x) => x.eventId === e.id)
          .map(({ uid, nombre, tipo }) => ({ uid, nombre, tipo })),
        comentarios: e.comentarios,
      } satisfies DaySheetFiesta,
    }))
    .sort((a, b) => a.start - b.start);
  // a past party with no salón was held in the branch's only one (migration 0019)
  const first = rooms.find((r) => r.activo) ?? rooms[0];
  const salonesOfDay = rooms
    .map((room) => ({
      uid: room.uid,
      nombre: room.nombre,
      activo: room.activo,
      fiestas: fiestas.filter((f) => (f.salonId ?? first?.uid) === room.uid).map((f) => f.fiesta),
    }))
    .filter((room) => room.activo || room.fiestas.length > 0)
    .map(({ activo: _activo, ...room }) => room);
  return { ok: true, fecha, lugar: place, salones: salonesOfDay };
}
