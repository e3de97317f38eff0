// Every mail a request or a sweep asks for, by name: the job queue carries the template's name
// and its data, and the `templated-mail` job renders it (render-mail.ts) and sends it. The receipt and the
// reminders have jobs of their own that read their event first (jobs/payment-receipt-job.ts, reminders.ts).
import type { Mail } from './mailer.ts';
import type { MailTemplate } from './render-mail.ts';
import { activationTemplate } from './templates/activation-mail.tsx';
import {
  newRequestStaffTemplate,
  requestConfirmedTemplate,
  requestExpiredTemplate,
  requestReceivedTemplate,
  requestRejectedTemplate,
} from './templates/booking-request-mails.ts';
import { contactMessageTemplate } from './templates/contact-message-mail.tsx';
import { invitationDigestTemplate } from './templates/invitation-digest-mail.ts';
import { passwordResetTemplate } from './templates/password-reset-mail.tsx';
import { refundTemplate } from './templates/refund-mail.ts';

export const MAIL_TEMPLATES = {
  activation: activationTemplate,
  'password-reset': passwordResetTemplate,
  'contact-message': contactMessageTemplate,
  'booking-request-received': requestReceivedTemplate,
  'booking-request-staff': newRequestStaffTemplate,
  'booking-request-confirmed': requestConfirmedTemplate,
  'booking-request-rejected': requestRejectedTemplate,
  'booking-request-expired': requestExpiredTemplate,
  'payment-refund': refundTemplate,
  'invitation-digest': invitationDigestTemplate,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
type PropsOf<N extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[N] extends MailTemplate<infer P> ? P : never;

/** One mail to render and send: a template's name and its data (JSON), and the envelope. */
export type MailRequest = {
  [N in MailTemplateName]: { template: N; props: PropsOf<N> };
}[MailTemplateName] &
  Pick<Mail, 'to' | 'replyTo' | 'link'>;
