// A mail whose point is one link (account activation, password reset): greeting, what it is for, the link
// as a button and written out, and what to do if it was not asked for.

import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import type { MailTemplate } from '../render-mail.ts';
import { type Brand, MailButton, MailLayout, paragraph } from './layout.tsx';

export interface LinkMailProps {
  name: string;
  link: string;
}

export function linkMailTemplate(texts: {
  subject: (brand: Brand) => string;
  body: (brand: Brand) => string;
  button: string;
  ignore: string;
}): MailTemplate<LinkMailProps> {
  return {
    subject: (_, brand) => texts.subject(brand),
    html: ({ name, link }, brand) => (
      <MailLayout brand={brand} preview={texts.subject(brand)}>
        <Text style={paragraph}>{ACCOUNT_MAIL.greeting(name)}</Text>
        <Text style={paragraph}>{texts.body(brand)}</Text>
        <MailButton href={link}>{texts.button}</MailButton>
        <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }}>
          <Link href={link}>{link}</Link>
        </Text>
        <Text style={paragraph}>{texts.ignore}</Text>
      </MailLayout>
    ),
    text: ({ name, link }, brand) => [
      ACCOUNT_MAIL.greeting(name),
      '',
      texts.body(brand),
      link,
      '',
      texts.ignore,
    ],
  };
}
