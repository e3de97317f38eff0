// Who hears about a booking request, sent after the change is committed (a failing mail is only logged).
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import type { EventDto } from '@salones/shared/events';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import {
  newRequestStaffMail,
  requestConfirmedMail,
  requestReceivedMail,
  requestRejectedMail,
  sendBookingMail,
} from './booking-mails.ts';
import { getBookingRequestDto } from './booking-request-queries.ts';

export type NotifyDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config'> & { log: FastifyBaseLogger };

const site = (deps: NotifyDeps) => ({ clubName: deps.config.clubName, publicUrl: deps.config.publicUrl });

/** The customer (received, with the hold's end) and the staff: every super_admin and that branch's admins. */
export async function notifyNewRequest(deps: NotifyDeps, r: BookingRequestDto) {
  const context = { solicitud: r.uid };
  const staff = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        or(eq(users.role, 'super_admin'), and(eq(users.role, 'admin'), eq(users.placeId, r.lugar.uid))),
      ),
    );
  const staffMail = newRequestStaffMail(r, site(deps));
  await Promise.all([
    sendBookingMail(deps, r.email, requestReceivedMail(r, site(deps)), context),
    ...staff.map((s) => sendBookingMail(deps, s.email, staffMail, context)),
  ]);
}

export const notifyConfirmed = (deps: NotifyDeps, r: BookingRequestDto, evento: EventDto) =>
  sendBookingMail(deps, r.email, requestConfirmedMail(r, evento, site(deps)), { solicitud: r.uid });

export const notifyRejected = (deps: NotifyDeps, r: BookingRequestDto) =>
  sendBookingMail(deps, r.email, requestRejectedMail(r, site(deps)), { solicitud: r.uid });

/** After POST /api/event converted `solicitud` into `evento`: the confirmation mail, with amounts and contract. */
export async function notifyConvertedRequest(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>,
  solicitud: string,
  evento: EventDto,
  now: Date,
) {
  try {
    const r = await getBookingRequestDto(app.db, solicitud, now);
    await notifyConfirmed(app, r, evento);
  } catch (err) {
    app.log.error({ err, solicitud }, 'booking request confirmation mail failed');
  }
}
