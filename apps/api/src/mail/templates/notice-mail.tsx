// A notice with a summary table, in the branded layout: the booking-request, refund and party-page digest
// mails give their paragraphs, facts and link from their data, and this draws them like every
// other mail (and writes their text part).

import { Text } from '@react-email/text';
import type { MailTemplate } from '../render-mail.ts';
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

/** A notice's plain-text part, line by line: the same lines as its HTML. */
export function noticeText(props: NoticeProps): string[] {
  const { greeting, before, rows, after = [], link } = props;
  return [
    ...(greeting ? [greeting, ''] : []),
    ...before,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...after,
    ...(link ? [link.label, link.url] : []),
  ];
}

/** A mail template drawn as a notice: `notice` turns the mail's data into its lines when the job renders it. */
export function noticeTemplate<P>(notice: (props: P, brand: Brand) => NoticeProps): MailTemplate<P> {
  return {
    subject: (props, brand) => notice(props, brand).subject,
    html: (props, brand) => <NoticeMail props={notice(props, brand)} brand={brand} />,
    text: (props, brand) => noticeText(notice(props, brand)),
  };
}
