// The Spanish e-mails of account activation and password reset (DESIGN §3.3–3.4); texts in packages/shared.
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import type { Mail } from '../../plugins/mailer.ts';

interface MailInput {
  to: string;
  name: string;
  link: string;
  clubName: string;
}

export const activationMail = ({ to, name, link, clubName }: MailInput): Mail => ({
  to,
  subject: ACCOUNT_MAIL.activationSubject(clubName),
  text: [
    ACCOUNT_MAIL.greeting(name),
    '',
    ACCOUNT_MAIL.activationBody(clubName),
    link,
    '',
    ACCOUNT_MAIL.activationIgnore,
  ].join('\n'),
  link,
});

export const passwordResetMail = ({ to, name, link, clubName }: MailInput): Mail => ({
  to,
  subject: ACCOUNT_MAIL.resetSubject(clubName),
  text: [ACCOUNT_MAIL.greeting(name), '', ACCOUNT_MAIL.resetBody, link, '', ACCOUNT_MAIL.resetIgnore].join(
    '\n',
  ),
  link,
});
