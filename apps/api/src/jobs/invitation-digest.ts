// One mail a day to the family with the new or changed answers of its party page (not one per
// answer). The daily `invitation-digest` sweep (INVITATION_DIGEST_CRON) takes each open page with answers
// newer than its last mail; moving `digest_sent_at` on (to the newest answer mailed) is conditional on its old value, so two sweeps at once
// mail once; the mail is enqueued in that same transaction.
import { guestTotals } from '@salones/shared/invitations';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, invitationRsvps, invitations, users } from '../db/schema/index.ts';
import type { JobSender } from './job-types.ts';
import { queueWhatsAppNotice, type WhatsAppQueueDeps } from './queue-whatsapp.ts';

export async function sweepInvitationDigests(
  deps: { db: Db; jobs: JobSender; now: Date } & Pick<WhatsAppQueueDeps, 'config' | 'log'>,
) {
  const { db } = deps;
  const due = await db
    .select({
      id: invitations.id,
      festejado: invitations.festejado,
      digestSentAt: invitations.digestSentAt,
      personas: events.personas,
      eventId: events.id,
      customerId: events.customerId,
      customerName: users.name,
      customerEmail: users.email,
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .innerJoin(users, eq(users.id, events.customerId))
    .where(
      and(
        isNull(invitations.closedAt),
        isNull(events.deletedAt),
        sql`exists (select 1 from ${invitationRsvps} r where r.invitation_id = ${invitations.id}
          and r.updated_at > coalesce(${invitations.digestSentAt}, '-infinity'::timestamptz))`,
      ),
    );
  let sent = 0;
  for (const page of due) {
    await db.transaction(async (tx) => {
      const all = await tx
        .select()
        .from(invitationRsvps)
        .where(eq(invitationRsvps.invitationId, page.id))
        .orderBy(asc(invitationRsvps.updatedAt), asc(invitationRsvps.nombreKey));
      const since = page.digestSentAt?.getTime() ?? Number.NEGATIVE_INFINITY;
      const fresh = all.filter((r) => r.updatedAt.getTime() > since);
      if (fresh.length === 0) return;
      // the mark is the newest answer mailed (not the clock), so an answer stamped meanwhile is not skipped
      const mark = new Date(Math.max(...fresh.map((r) => r.updatedAt.getTime())));
      const [taken] = await tx
        .update(invitations)
        .set({ digestSentAt: mark })
        .where(
          and(
            eq(invitations.id, page.id),
            page.digestSentAt
              ? eq(invitations.digestSentAt, page.digestSentAt)
              : isNull(invitations.digestSentAt),
          ),
        )
        .returning({ id: invitations.id });
      if (!taken) return;
      const totals = guestTotals(all);
      const props = {
        festejado: page.festejado,
        customerName: page.customerName,
        answers: fresh.map(({ nombre, asistira, ninos, adultos, alergias }) => ({
          nombre,
          asistira,
          ninos,
          adultos,
          alergias,
        })),
        confirmados: totals.ninos + totals.adultos,
        personas: page.personas,
      };
      await deps.jobs.send(
        'templated-mail',
        { template: 'invitation-digest', props, to: page.customerEmail },
        { tx },
      );
      // the same digest on WhatsApp, to a family who asked for it
      await queueWhatsAppNotice(
        deps,
        {
          template: 'resumen_confirmaciones',
          params: [
            page.customerName,
            `la fiesta de ${page.festejado}`,
            String(fresh.length),
            String(props.confirmados),
            `${deps.config.publicUrl}/pedidos`,
          ],
          userId: page.customerId,
          key: `resumen_confirmaciones:${page.id}:${mark.toISOString()}`,
          eventId: page.eventId,
        },
        tx,
      );
      sent++;
    });
  }
  return sent;
}
