// docs/architecture.md#contact-messages-are-stored-first: a visitor's message, to the business (reply-to: the
// visitor).

import { Text } from '@react-email/text';
import { CONTACT_MAIL } from '@salones/shared/mails';
import type { MailTemplate } from '../render-mail.ts';
import { MailLayout, paragraph } from './layout.tsx';

export interface ContactMessageProps {
  email: string;
  message: string;
}

export const contactMessageTemplate: MailTemplate<ContactMessageProps> = {
  subject: (_, brand) => CONTACT_MAIL.subject(brand.clubName),
  html: ({ email, message }, brand) => (
    <MailLayout brand={brand} preview={CONTACT_MAIL.from(email)}>
      <Text style={paragraph}>{CONTACT_MAIL.from(email)}</Text>
      <Text
        style={{ ...paragraph, borderLeft: '4px solid #e0d4e8', paddingLeft: '12px', whiteSpace: 'pre-wrap' }}
      >
        {message}
      </Text>
      <Text style={paragraph}>{CONTACT_MAIL.replyHint}</Text>
    </MailLayout>
  ),
  text: ({ email, message }) => [CONTACT_MAIL.from(email), '', message, '', CONTACT_MAIL.replyHint],
};
