// The queues of scheduled and background work and what each job carries.
import type { SQL } from 'drizzle-orm';
import type { MailRequest } from '../mail/mail-templates.ts';
import type { Mail } from '../mail/mailer.ts';

export interface JobData {
  /** a mail to render from its template and data, then send; contactMessageId: mark that message as mailed */
  'templated-mail': MailRequest & { contactMessageId?: string };
  /**
   * a mail rendered when it was asked for, as earlier releases queued every mail: nothing queues
   * it now, its worker stays so that such jobs still waiting after an upgrade are delivered
   */
  mail: { mail: Mail; contactMessageId?: string };
  /** the receipt of one payment; the balance is the one right after it (the payment's transaction knew it) */
  'payment-receipt': {
    eventId: string;
    amountCentavos: number;
    metodo: string;
    fechaDePago: string;
    totalCentavos: number;
    saldoCentavos: number;
  };
  /**
   * the reminder N days before `fecha` (checked again when sent: still owed, not deleted, same date);
   * daysBefore 0: the balance's due-date reminder
   */
  'event-reminder': { eventId: string; fecha: string; daysBefore: number };
  /** the daily look for events that are due a reminder (REMINDER_CRON) */
  'reminder-sweep': Record<string, never>;
  /** The daily mail of new party-page answers to each family (INVITATION_DIGEST_CRON) */
  'invitation-digest': Record<string, never>;
  /** Re-read from the provider the online payments still open or pending (PAYMENT_RECONCILE_MINUTES) */
  'payment-reconcile': Record<string, never>;
  /**
   * Sends one WhatsApp message already recorded 'en_cola' (whatsapp_messages): the worker claims it, calls Meta,
   * and on a passing failure queues the next try itself (docs/whatsapp.md#sending)
   */
  'whatsapp-send': { messageId: string };
  /**
   * Brings an invoiced event's CFDI up to date with its payments and total (docs/product.md, "Which CFDI when and
   * why"): replaces the CFDI de ingreso whose total changed, issues the complementos de pago still missing, cancels
   * what was replaced. Queued with each payment of an event that has a factura; a failure is retried.
   */
  'factura-sync': { eventId: string };
  /**
   * A family's CFDI just stamped (ingreso, complemento de pago, egreso): mailed to the fiscal data's e-mail with its
   * PDF and XML, fetched from the PAC when sent. Queued with the CFDI's record; a failure is retried.
   */
  'factura-mail': { facturaId: string };
  /**
   * The month before's factura global, on the first day of each month (docs/product.md, "Which CFDI when and why"):
   * the payments no customer's CFDI covers, on one CFDI to 'PUBLICO EN GENERAL'. Issued once per month.
   */
  'factura-global': Record<string, never>;
}
export type JobName = keyof JobData;

export interface JobSender {
  /** enqueues a job; with `tx`, inside that transaction, so it exists only if the transaction commits */
  send<N extends JobName>(
    name: N,
    data: JobData[N],
    opts?: { tx?: Transaction; startAfterSeconds?: number },
  ): Promise<void>;
}

/** a drizzle transaction (or the database itself) of either driver */
export interface Transaction {
  execute(query: SQL): Promise<unknown>;
}
