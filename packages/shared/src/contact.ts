// docs/product.md §3 contact message payload; docs/architecture.md §3.9 stored before it is mailed.
import { z } from 'zod';
import { MSG } from './messages.ts';
import { requiredEmail, requiredText } from './schema-helpers.ts';

/** The answer to a sent message (the spec does not give it). */
export const CONTACT_MSG = { sent: 'Mensaje enviado, te contactaremos pronto' } as const;

export const ContactRequestSchema = z.object({
  email: requiredEmail(MSG.emailRequired, MSG.emailInvalid),
  message: requiredText('Escribe un mensaje').max(5000, 'El mensaje es demasiado largo'),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** A stored contact message as the admin area lists it. */
export const ContactMessageDtoSchema = z.object({
  uid: z.string(),
  _id: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO date-time of arrival */
  createdAt: z.string(),
  /** false when the e-mail to the business could not be sent */
  mailed: z.boolean(),
});
export type ContactMessageDto = z.infer<typeof ContactMessageDtoSchema>;
