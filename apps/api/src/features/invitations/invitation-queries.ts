// Reading an event's page and its answers (the family's and staff's side, and the public page).
import { createHash, randomBytes } from 'node:crypto';
import { daysUntil } from '@salones/shared/dates';
import {
  CODE_BYTES,
  dateInWords,
  type GuestDto,
  INVITATION_MSG,
  INVITATION_TEXT,
  type InvitationDto,
  isBeforeDeadline,
  isPastClosing,
  type PublicInvitationDto,
  type ThemeName,
  TOKEN_BYTES,
  whatsappChatUrl,
  whatsappShareUrl,
} from '@salones/shared/invitations';
import { mayReadEvent } from '@salones/shared/permissions';
import { mapsAppUrl } from '@salones/shared/places';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, invitationRsvps, invitations, places } from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { salonShownSql } from '../../slots/salon-shown.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type RsvpRow = typeof invitationRsvps.$inferSelect;

export const newCode = () => randomBytes(CODE_BYTES).toString('base64url');
export const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** one answer per name and page: compared without case and extra spaces */
export const nameKey = (nombre: string) =>
  nombre.normalize('NFKC').toLocaleLowerCase('es-MX').replace(/\s+/g, ' ').trim();

export const gone = () => new AppError(410, INVITATION_MSG.gone);

export const pageUrl = (publicUrl: string, codigo: string) => `${publicUrl}/fiesta/${codigo}`;

/** The event a page belongs to, checked for its reader: the owner (role user) or staff. */
export async function eventForFamily(db: Conn, eventId: string, viewer: CurrentUser) {
  const [event] = await db
    .select({
      id: events.id,
      fecha: events.fecha,
      personas: events.personas,
      customerId: events.customerId,
      deletedAt: events.deletedAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || event.deletedAt) throw notFound(INVITATION_MSG.eventNotFound);
  if (!mayReadEvent(viewer, event)) throw forbidden(INVITATION_MSG.forbidden);
  return event;
}

export const openInvitationOf = async (db: Conn, eventId: string) =>
  (
    await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.eventId, eventId), isNull(invitations.closedAt)))
      .limit(1)
  )[0] ?? null;

/** The page whose answers the family and staff see: the open one, else the last closed one. */
export const latestInvitationOf = async (db: Conn, eventId: string) =>
  (
    await db
      .select()
      .from(invitations)
      .where(eq(invitations.eventId, eventId))
      .orderBy(sql`${invitations.closedAt} is null desc`, desc(invitations.createdAt))
      .limit(1)
  )[0] ?? null;

export function toInvitationDto(row: InvitationRow, eventFecha: string, publicUrl: string): InvitationDto {
  const url = pageUrl(publicUrl, row.codigo);
  return {
    codigo: row.codigo,
    url,
    festejado: row.festejado,
    edad: row.edad,
    mensaje: row.mensaje,
    tema: row.tema as ThemeName,
    fechaLimite: row.fechaLimite,
    mostrarMapa: row.mostrarMapa,
    recibeRespuestas: row.answersClosedAt === null,
    whatsappUrl: whatsappShareUrl(
      INVITATION_TEXT.shareText(row.festejado, row.edad, dateInWords(eventFecha), url),
    ),
  };
}

export const toGuestDto = (r: RsvpRow): GuestDto => ({
  uid: r.id,
  nombre: r.nombre,
  asistira: r.asistira,
  ninos: r.ninos,
  adultos: r.adultos,
  alergias: r.alergias,
  telefono: r.telefono,
  llegada: r.llegada,
});

/** The page's party as the public reads it: by code; 404 unknown, 410 closed, deleted or long past. */
export async function loadPublicInvitation(
  db: Conn,
  codigo: string,
  now: Date,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({
      invitation: invitations,
      fecha: events.fecha,
      turno: events.turno,
      entrada: events.entrada,
      salida: events.salida,
      personas: events.personas,
      eventDeletedAt: events.deletedAt,
      customerId: events.customerId,
      eventId: events.id,
      /** named on the page only at a branch of more than one active salón */
      salon: salonShownSql(events.placeId, events.salonId),
      sucursal: places.sucursal,
      direccion: places.direccion,
      mapaUrl: places.mapaUrl,
      whatsApp: places.whatsApp,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .innerJoin(places, eq(places.id, events.placeId))
    .where(eq(invitations.codigo, codigo))
    .limit(1);
  // the capacity rule: answers to one page take turns on its row, so two cannot both take the last place
  const [row] = await (opts.lock ? query.for('update', { of: invitations }) : query);
  if (!row) throw notFound(INVITATION_MSG.notFound);
  if (row.invitation.closedAt || row.eventDeletedAt || isPastClosing(row.fecha, now)) throw gone();
  return row;
}
export type PublicParty = Awaited<ReturnType<typeof loadPublicInvitation>>;

/** People of the 'yes' answers of a page, leaving one answer out (the one being edited). */
export async function confirmedPeople(db: Conn, invitationId: string, exceptRsvpId?: string) {
  const [{ total }] = await db
    .select({
      total: sql<number>`coalesce(sum(${invitationRsvps.ninos} + ${invitationRsvps.adultos}), 0)::int`,
    })
    .from(invitationRsvps)
    .where(
      and(
        eq(invitationRsvps.invitationId, invitationId),
        eq(invitationRsvps.asistira, true),
        exceptRsvpId ? sql`${invitationRsvps.id} <> ${exceptRsvpId}` : undefined,
      ),
    );
  return Number(total);
}

export function toPublicDto(p: PublicParty, confirmed: number, now: Date): PublicInvitationDto {
  const inv = p.invitation;
  // a link a phone opens in its maps app, not the branch page's embed address
  const mapaUrl = inv.mostrarMapa ? mapsAppUrl({ direccion: p.direccion, mapaUrl: p.mapaUrl }) : null;
  return {
    codigo: inv.codigo,
    festejado: inv.festejado,
    edad: inv.edad,
    mensaje: inv.mensaje,
    tema: inv.tema as ThemeName,
    fecha: p.fecha,
    fechaEnPalabras: dateInWords(p.fecha),
    turno: p.turno,
    entrada: p.entrada,
    salida: p.salida,
    fechaLimite: inv.fechaLimite,
    abierta: !inv.answersClosedAt && isBeforeDeadline(inv.fechaLimite, now) && confirmed < p.personas,
    diasParaLaFiesta: daysUntil(p.fecha, now),
    sucursal: {
      nombre: p.sucursal,
      direccion: p.direccion,
      mapaUrl,
      whatsappUrl: whatsappChatUrl(p.whatsApp),
    },
    ...(p.salon ? { salon: p.salon } : {}),
  };
}

export async function getPublicInvitation(db: Db, codigo: string, now: Date) {
  const party = await loadPublicInvitation(db, codigo, now);
  const confirmed = await confirmedPeople(db, party.invitation.id);
  return { party, dto: toPublicDto(party, confirmed, now) };
}
