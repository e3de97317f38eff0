// The booking-request mails — the family's ('Recibimos tu solicitud') and staff's — show the quote the request
// keeps: its lines, total and anticipo, the price it will charge; never the package's price alone.
import { addDays, formatLongDate, todayInMexicoCity } from '@salones/shared/dates';
import { describe, expect, it } from 'vitest';
import { queuedJobs } from '../../jobs/jobs.test-support.ts';
import { MAIL_TEMPLATES, type MailTemplateName } from '../../mail/mail-templates.ts';
import type { MailTemplate } from '../../mail/render-mail.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { insertProduct, setupWorld } from '../../test/world.ts';
import { createRequestVia } from './booking-requests.fixtures.ts';

// bank details on: the family can pay, so the quote carries the anticipo
const { t, w } = setupWorld(
  {},
  { TRANSFER_BANK: 'BBVA', TRANSFER_CLABE: '012180001234567895', TRANSFER_BENEFICIARY: 'Fiestas SA' },
);

/** The family's and staff's mail of a request, rendered as the mail job renders them (queued just after the answer). */
async function requestMails(requestId: string) {
  const jobOf = async (name: string) =>
    (await queuedJobs(t.app, 'templated-mail')).find(
      (j) =>
        j.data.template === name && (j.data.props as { request: { uid: string } }).request.uid === requestId,
    );
  const texts: string[] = [];
  for (const name of ['booking-request-received', 'booking-request-staff'] as const) {
    await expect.poll(() => jobOf(name).then(Boolean), { timeout: 5000 }).toBe(true);
    const job = (await jobOf(name))!;
    const template = MAIL_TEMPLATES[name as MailTemplateName] as MailTemplate<unknown>;
    texts.push(
      (await renderMail(template, job.data.props, { to: 'x@example.com', brand: t.app.config })).text,
    );
  }
  return texts;
}

describe('the request mails show the quote', () => {
  it('its lines (the package for the head count, each extra), the total and the anticipo with the balance due', async () => {
    const pinata = await insertProduct(t.app, 75_000);
    const fecha = addDays(todayInMexicoCity(), 40);
    const r = await createRequestVia(t.app, w.customer, w, {
      fecha,
      personas: 80,
      extras: [{ producto: pinata.id, cantidad: 2 }],
    });
    // $10,000 package + 2 × $750 = $11,500; anticipo 30 % = $3,450; the balance 15 days before the party
    for (const text of await requestMails(r.uid)) {
      expect(text).toContain('Paquete Fiesta (80 personas): $10,000.00');
      expect(text).toContain('Piñata grande × 2: $1,500.00');
      expect(text).toContain('Total: $11,500.00');
      expect(text).toContain(
        `Anticipo: $3,450.00; saldo de $8,050.00 a más tardar el ${formatLongDate(addDays(fecha, -15))}`,
      );
      expect(text).not.toContain('Precio del paquete');
    }
  });

  it('a party 15 days away or fewer: the anticipo is the whole total, and the mail says why', async () => {
    const r = await createRequestVia(t.app, w.customer, w, {
      fecha: addDays(todayInMexicoCity(), 9),
      personas: 80,
    });
    for (const text of await requestMails(r.uid)) {
      expect(text).toContain('Total: $10,000.00');
      expect(text).toContain('Anticipo: $10,000.00 (pago completo: faltan 15 días o menos para la fiesta)');
    }
  });
});
