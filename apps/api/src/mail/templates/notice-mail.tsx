// A notice with a summary table, in the branded layout: the booking-request mails (issue #11.7) give their
// paragraphs, facts and link, and this draws them like every other mail (and writes their text part).

import { Text } from '@react-email/text';
import { type Brand, MailButton, MailFacts, MailLayout, paragraph } from './layout.tsx';

export interface NoticeProps {
  subject: string;
  greeting?: string;
  before: readonly string[];
  rows: ReadonlyArray<readonly [string, string]>;
  after?: readonly string[];
  link?: { label: string; url: string };
}

export function NoticeMail({ props, brand }: { props: NoticeProps; brand: Brand }) {
  return (
    <MailLayout brand={brand} preview={props.before[0] ?? props.subject}>
      {props.greeting ? <Text style={paragraph}>{props.greeting}</Text> : null}
      {props.before.map((line) => (
        <Text key={line} style={paragraph}>
          {line}
        </Text>
      ))}
      <MailFacts rows={props.rows} />
      {(props.after ?? []).map((line) => (
        <Text key={line} style={paragraph}>
          {line}
        </Text>
      ))}
      {props.link ? <MailButton href={props.link.url}>{props.link.label}</MailButton> : null}
    </MailLayout>
  );
}

/** The notice's branded HTML. */
export async function renderNoticeHtml(props: NoticeProps, brand: Brand): Promise<string> {
  // loaded with the first mail, not at start (issue #12.6: idle memory)
  const { render } = await import('@react-email/render');
  return render(<NoticeMail props={props} brand={brand} />);
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** A notice (greeting, paragraphs, facts, link): its branded HTML and its text part, from the same lines. */
export async function compose(props: NoticeProps, brand: Brand): Promise<MailContent> {
  const { greeting, before, rows, after = [], link } = props;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...before,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...after,
    ...(link ? [link.label, link.url] : []),
  ].join('\n');
  return { subject: props.subject, html: await renderNoticeHtml(props, brand), text };
}
