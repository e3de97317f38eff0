// One way to make an e-mail: a template (templates/*.tsx) gives the subject, the branded HTML (react-email)
// and the plain-text part from the same texts; renderMail turns it into what the mailer sends.
import type { ReactElement } from 'react';
import type { Mail } from './mailer.ts';
import type { Brand } from './templates/layout.tsx';

export interface MailTemplate<P> {
  subject(props: P, brand: Brand): string;
  html(props: P, brand: Brand): ReactElement;
  /** the plain-text part, line by line */
  text(props: P, brand: Brand): string[];
}

export async function renderMail<P>(
  template: MailTemplate<P>,
  props: P,
  envelope: { to: string; brand: Brand; replyTo?: string; link?: string },
): Promise<Mail> {
  const { brand } = envelope;
  // loaded with the first mail, not at start (idle memory)
  const { render } = await import('@react-email/render');
  return {
    to: envelope.to,
    replyTo: envelope.replyTo,
    link: envelope.link,
    subject: template.subject(props, brand),
    html: await render(template.html(props, brand)),
    text: template.text(props, brand).join('\n'),
  };
}
