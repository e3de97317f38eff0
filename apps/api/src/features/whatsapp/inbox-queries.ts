// The staff inbox's reads (docs/whatsapp.md#the-staff-inbox): conversations newest first in the reader's scope
// (permissions.ts mayReadWhatsAppConversation), one conversation with its history, a family's messages.
import {
  mayReadWhatsAppConversation,
  staffReaches,
  whatsappBranchScopeOf,
} from '@salones/shared/permissions';
import {
  WHATSAPP_MSG,
  WHATSAPP_PAGE_SIZE,
  type WhatsAppConversationDto,
  type WhatsAppMessageDto,
  windowIsOpen,
} from '@salones/shared/whatsapp';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  bookingRequests,
  events,
  places,
  users,
  whatsappConversations,
  whatsappMessages,
} from '../../db/schema/index.ts';
import type { Conn } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

type MessageRow = typeof whatsappMessages.$inferSelect;
type ConversationRow = typeof whatsappConversations.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toMessageDto = (r: MessageRow): WhatsAppMessageDto => ({
  uid: r.id,
  conversacion: r.conversationId,
  direccion: r.direction,
  plantilla: r.template,
  parametros: r.parameters,
  texto: r.body,
  wamid: r.wamid,
  estado: r.state,
  enviadoEl: iso(r.sentAt),
  entregadoEl: iso(r.deliveredAt),
  leidoEl: iso(r.readAt),
  fallidoEl: iso(r.failedAt),
  error: r.errorTitle && r.state === 'fallido' ? { codigo: r.errorCode, titulo: r.errorTitle } : null,
  evento: r.eventId,
  solicitud: r.requestId,
  usuario: r.userId,
  creadoEl: r.createdAt.toISOString(),
});

/** The customers with a request or a live event at a branch. */
const customersOfBranch = (placeId: string) =>
  sql`(select ${bookingRequests.customerId} from ${bookingRequests} where ${bookingRequests.placeId} = ${placeId}
       union select ${events.customerId} from ${events} where ${events.placeId} = ${placeId} and ${events.deletedAt} is null)`;

/** The conversations a staff member reads (undefined: all). */
function scopeCondition(viewer: CurrentUser): SQL | undefined {
  const placeId = whatsappBranchScopeOf(viewer);
  if (!placeId) return undefined;
  const c = whatsappConversations;
  return or(isNull(c.userId), sql`${c.userId} in ${customersOfBranch(placeId)}`);
}

/** The branches where a customer has a request or a live event. */
async function branchesOf(db: Conn, customerId: string): Promise<string[]> {
  const rows = await db.execute<{ place_id: string }>(
    sql`select ${bookingRequests.placeId} as place_id from ${bookingRequests} where ${bookingRequests.customerId} = ${customerId}
        union select ${events.placeId} from ${events} where ${events.customerId} = ${customerId} and ${events.deletedAt} is null`,
  );
  return rows.rows.map((r) => r.place_id);
}

async function mayRead(db: Conn, viewer: CurrentUser, customerId: string | null) {
  return mayReadWhatsAppConversation(viewer, {
    matched: customerId !== null,
    placeIds: customerId ? await branchesOf(db, customerId) : [],
  });
}

async function toConversationDtos(
  db: Conn,
  rows: ConversationRow[],
  now: Date,
): Promise<WhatsAppConversationDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const [people, lastMessages] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, name: users.name, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    db
      .selectDistinctOn([whatsappMessages.conversationId])
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.conversationId, ids))
      .orderBy(whatsappMessages.conversationId, desc(whatsappMessages.createdAt), desc(whatsappMessages.id)),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const last = new Map(lastMessages.map((m) => [m.conversationId, m]));
  return rows.map((r) => {
    const p = r.userId ? person.get(r.userId) : undefined;
    const m = last.get(r.id);
    return {
      uid: r.id,
      telefono: r.phone,
      usuario: p ? { uid: p.id, name: p.name, lastname: p.lastname } : null,
      ultimoMensaje: m ? toMessageDto(m) : null,
      noLeidos: r.unreadCount,
      ultimoEntranteEl: iso(r.lastInboundAt),
      ventanaAbierta: windowIsOpen(r.lastInboundAt, now),
    };
  });
}

export async function listConversations(
  db: Conn,
  viewer: CurrentUser,
  q: { page: number; noLeidas: boolean },
  now: Date,
) {
  const c = whatsappConversations;
  const where = and(scopeCondition(viewer), q.noLeidas ? sql`${c.unreadCount} > 0` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.lastMessageAt), desc(c.id))
      .limit(WHATSAPP_PAGE_SIZE)
      .offset((q.page - 1) * WHATSAPP_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(c).where(where),
  ]);
  return { conversaciones: await toConversationDtos(db, rows, now), total: Number(total) };
}

/** Messages of a conversation (or a family), oldest first: at most the newest 500. */
const HISTORY_LIMIT = 500;
async function history(db: Conn, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(whatsappMessages)
    .where(where)
    .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map(toMessageDto);
}

export async function loadConversation(db: Conn, viewer: CurrentUser, id: string) {
  const [row] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.id, id));
  if (!row) throw notFound(WHATSAPP_MSG.conversationNotFound);
  if (!(await mayRead(db, viewer, row.userId))) throw forbidden();
  return row;
}

/** GET /api/whatsapp/conversaciones/{id}: its history, the family's requests and events; marks it read. */
export async function readConversation(db: Conn, viewer: CurrentUser, id: string, now: Date) {
  const row = await loadConversation(db, viewer, id);
  if (row.unreadCount > 0) {
    await db.update(whatsappConversations).set({ unreadCount: 0 }).where(eq(whatsappConversations.id, id));
    row.unreadCount = 0;
  }
  const customer = row.userId;
  const [[conversacion], mensajes, solicitudes, eventos] = await Promise.all([
    toConversationDtos(db, [row], now),
    history(db, eq(whatsappMessages.conversationId, id)),
    customer
      ? db
          .select({ uid: bookingRequests.id, fecha: bookingRequests.fecha, estado: bookingRequests.estado })
          .from(bookingRequests)
          .where(eq(bookingRequests.customerId, customer))
          .orderBy(desc(bookingRequests.createdAt))
          .limit(50)
      : [],
    customer
      ? db
          .select({ uid: events.id, fecha: events.fecha, name: events.name })
          .from(events)
          .where(and(eq(events.customerId, customer), isNull(events.deletedAt)))
          .orderBy(desc(events.fecha))
          .limit(50)
      : [],
  ]);
  return { conversacion, mensajes, solicitudes, eventos };
}

/**
 * GET /api/whatsapp/mensajes: the messages of the family of an event, a booking request or a customer — those
 * sent about it and those in the family's conversations. The reader must reach that event's or request's branch.
 */
export async function listFamilyMessages(
  db: Conn,
  viewer: CurrentUser,
  q: { evento?: string; solicitud?: string; usuario?: string },
) {
  let customerId: string | null = null;
  if (q.evento) {
    const [e] = await db
      .select({ customerId: events.customerId, placeId: events.placeId })
      .from(events)
      .where(eq(events.id, q.evento));
    if (!e) throw notFound();
    if (!staffReaches(viewer, e.placeId)) throw forbidden();
    customerId = e.customerId;
  } else if (q.solicitud) {
    const [r] = await db
      .select({ customerId: bookingRequests.customerId, placeId: bookingRequests.placeId })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, q.solicitud));
    if (!r) throw notFound();
    if (!staffReaches(viewer, r.placeId)) throw forbidden();
    customerId = r.customerId;
  } else if (q.usuario) {
    if (!(await mayRead(db, viewer, q.usuario))) throw forbidden();
    customerId = q.usuario;
  } else {
    throw badRequest(WHATSAPP_MSG.filterRequired);
  }
  const theirConversations = db
    .select({ id: whatsappConversations.id })
    .from(whatsappConversations)
    .where(eq(whatsappConversations.userId, customerId));
  return history(
    db,
    or(eq(whatsappMessages.userId, customerId), inArray(whatsappMessages.conversationId, theirConversations)),
  );
}

/** The branch of the family's latest request or event: the one a message from staff speaks for. */
export async function latestBranchName(db: Conn, customerId: string): Promise<string | null> {
  const rows = await db.execute<{ sucursal: string }>(
    sql`select p.sucursal from (
          select ${bookingRequests.placeId} as place_id, ${bookingRequests.createdAt} as at from ${bookingRequests}
            where ${bookingRequests.customerId} = ${customerId}
          union all
          select ${events.placeId}, ${events.createdAt} from ${events}
            where ${events.customerId} = ${customerId} and ${events.deletedAt} is null
        ) latest join ${places} p on p.id = latest.place_id order by latest.at desc limit 1`,
  );
  return rows.rows[0]?.sucursal ?? null;
}
