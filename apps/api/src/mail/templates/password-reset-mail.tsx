// DESIGN §3.4: the password-reset link (valid 1 hour).

import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { ACCOUNT_MAIL_BUTTON } from '@salones/shared/mails';
import type { MailTemplate } from '../render-mail.ts';
import type { LinkMailProps } from './activation-mail.tsx';
import { MailButton, MailLayout, paragraph } from './layout.tsx';

export const passwordResetTemplate: MailTemplate<LinkMailProps> = {
  subject: (_, brand) => ACCOUNT_MAIL.resetSubject(brand.clubName),
  html: ({ name, link }, brand) => (
    <MailLayout brand={brand} preview={ACCOUNT_MAIL.resetSubject(brand.clubName)}>
      <Text style={paragraph}>{ACCOUNT_MAIL.greeting(name)}</Text>
      <Text style={paragraph}>{ACCOUNT_MAIL.resetBody}</Text>
      <MailButton href={link}>{ACCOUNT_MAIL_BUTTON.reset}</MailButton>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>{ACCOUNT_MAIL.resetIgnore}</Text>
    </MailLayout>
  ),
  text: ({ name, link }) => [
    ACCOUNT_MAIL.greeting(name),
    '',
    ACCOUNT_MAIL.resetBody,
    link,
    '',
    ACCOUNT_MAIL.resetIgnore,
  ],
};
