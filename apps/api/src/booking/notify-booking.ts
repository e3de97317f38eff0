// Who hears about a booking request. Mails, and the WhatsApp notices of the families who asked for them, go
// through the job queue after the change is committed (one that cannot be queued is logged; the queue retries a
// failing send): they never undo the request.
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import type { EventDto } from '@salones/shared/events';
import { hearsOfNewRequest, STAFF_ROLES } from '@salones/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { queueWhatsAppNotice } from '../jobs/queue-whatsapp.ts';
import {
  requestConfirmedNotice,
  requestReceivedNotice,
  requestRejectedNotice,
} from '../jobs/whatsapp-notices.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { getBookingRequestDto } from './booking-request-queries.ts';

export type NotifyDeps = Pick<FastifyInstance, 'db' | 'jobs' | 'config'> & { log: FastifyBaseLogger };

/** The customer (received, with the hold's end) and the staff who hear of it (permissions.ts `hearsOfNewRequest`). */
export async function notifyNewRequest(deps: NotifyDeps, r: BookingRequestDto) {
  const context = { solicitud: r.uid };
  try {
    const staff = (
      await deps.db
        .select({ email: users.email, role: users.role, placeId: users.placeId })
        .from(users)
        .where(and(eq(users.active, true), inArray(users.role, [...STAFF_ROLES])))
    ).filter((account) => hearsOfNewRequest(account, r.lugar.uid));
    const props = { request: r };
    await queueMail(deps, { template: 'booking-request-received', props, to: r.email }, context);
    for (const s of staff) {
      await queueMail(deps, { template: 'booking-request-staff', props, to: s.email }, context);
    }
    await queueWhatsAppNotice(deps, requestReceivedNotice(r, deps.config));
  } catch (err) {
    deps.log.error({ err, ...context }, 'booking request mails failed');
  }
}

export async function notifyRejected(deps: NotifyDeps, r: BookingRequestDto) {
  try {
    await queueMail(
      deps,
      { template: 'booking-request-rejected', props: { request: r }, to: r.email },
      { solicitud: r.uid },
    );
    await queueWhatsAppNotice(deps, requestRejectedNotice(r));
  } catch (err) {
    deps.log.error({ err, solicitud: r.uid }, 'booking request mail failed');
  }
}

/** After POST /api/event converted `solicitud` into `evento`: the confirmation mail, with amounts and contract. */
export async function notifyConvertedRequest(
  deps: NotifyDeps,
  solicitud: string,
  evento: EventDto,
  now: Date,
) {
  try {
    const r = await getBookingRequestDto(deps.db, solicitud, now);
    await queueMail(
      deps,
      { template: 'booking-request-confirmed', props: { request: r, event: evento }, to: r.email },
      { solicitud },
    );
    await queueWhatsAppNotice(deps, requestConfirmedNotice(r, evento, deps.config));
  } catch (err) {
    deps.log.error({ err, solicitud }, 'booking request confirmation mail failed');
  }
}
