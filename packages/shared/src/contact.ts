// docs/product.md#3-entities-and-their-fields contact message payload;
// docs/architecture.md#contact-messages-are-stored-first stored before it is mailed.
import { z } from 'zod';
import { contactEmailError, contactMessageError } from './contact-rules.ts';

/** The answer to a sent message (the spec does not give it). */
export const CONTACT_MSG = { sent: 'Mensaje enviado, te contactaremos pronto' } as const;

/**
 * A text field checked by one of the contact rule's functions (contact-rules.ts), which the footer's form runs
 * too: the first failing rule's message is the field's only one. Missing or not text: the rule's own message.
 */
const ruledText = (rule: (value: unknown) => string | undefined) =>
  z.string({ error: (issue) => rule(issue.input) }).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const ContactRequestSchema = z.object({
  email: ruledText(contactEmailError).transform((email) => email.trim().toLowerCase()),
  message: ruledText(contactMessageError).transform((message) => message.trim()),
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
