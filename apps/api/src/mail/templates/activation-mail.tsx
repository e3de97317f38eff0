// DESIGN §3.3: the activation link (valid 48 hours).

import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { ACCOUNT_MAIL_BUTTON } from '@salones/shared/mails';
import type { MailTemplate } from '../render-mail.ts';
import { MailButton, MailLayout, paragraph } from './layout.tsx';

export interface LinkMailProps {
  name: string;
  link: string;
}

export const activationTemplate: MailTemplate<LinkMailProps> = {
  subject: (_, brand) => ACCOUNT_MAIL.activationSubject(brand.clubName),
  html: ({ name, link }, brand) => (
    <MailLayout brand={brand} preview={ACCOUNT_MAIL.activationSubject(brand.clubName)}>
      <Text style={paragraph}>{ACCOUNT_MAIL.greeting(name)}</Text>
      <Text style={paragraph}>{ACCOUNT_MAIL.activationBody(brand.clubName)}</Text>
      <MailButton href={link}>{ACCOUNT_MAIL_BUTTON.activate}</MailButton>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={link}>{link}</Link>
      </Text>
      <Text style={paragraph}>{ACCOUNT_MAIL.activationIgnore}</Text>
    </MailLayout>
  ),
  text: ({ name, link }, brand) => [
    ACCOUNT_MAIL.greeting(name),
    '',
    ACCOUNT_MAIL.activationBody(brand.clubName),
    link,
    '',
    ACCOUNT_MAIL.activationIgnore,
  ],
};
