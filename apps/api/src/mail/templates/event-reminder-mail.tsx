// Issue #13.6: N days before the event, while a balance is owed.

import { Text } from '@react-email/text';
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { formatDateMx } from '@salones/shared/dates';
import { EVENT_MAIL, type EventMailSummary, REMINDER_MAIL } from '@salones/shared/mails';
import { formatMoney, toPesos } from '@salones/shared/money';
import type { MailTemplate } from '../render-mail.ts';
import { factsText, MailButton, MailFacts, MailLayout, paragraph } from './layout.tsx';

export interface EventReminderProps {
  customerName: string;
  event: EventMailSummary & { totalCentavos: number };
  daysLeft: number;
  saldoCentavos: number;
  /** issue #22: online payment is on — the button reads 'Pagar saldo' */
  payOnline?: boolean;
}

const buttonLabel = (p: EventReminderProps) => (p.payOnline ? 'Pagar saldo' : EVENT_MAIL.seeEvents);

const money = (centavos: number) => formatMoney(toPesos(centavos));

const facts = (p: EventReminderProps): [string, string][] => [
  [EVENT_MAIL.total, money(p.event.totalCentavos)],
  [EVENT_MAIL.paid, money(p.event.totalCentavos - p.saldoCentavos)],
  [EVENT_MAIL.owed, money(p.saldoCentavos)],
];

const eventLine = (p: EventReminderProps) =>
  EVENT_MAIL.eventLine({ ...p.event, fecha: formatDateMx(p.event.fecha) });

export const eventReminderTemplate: MailTemplate<EventReminderProps> = {
  subject: (p, brand) => REMINDER_MAIL.subject(brand.clubName, p.daysLeft),
  html: (p, brand) => (
    <MailLayout brand={brand} preview={REMINDER_MAIL.intro(p.daysLeft)}>
      <Text style={paragraph}>{ACCOUNT_MAIL.greeting(p.customerName)}</Text>
      <Text style={paragraph}>{REMINDER_MAIL.intro(p.daysLeft)}</Text>
      <Text style={{ ...paragraph, fontWeight: 'bold' }}>{eventLine(p)}</Text>
      <MailFacts rows={facts(p)} />
      <Text style={paragraph}>{REMINDER_MAIL.owed(money(p.saldoCentavos))}</Text>
      <MailButton href={`${brand.publicUrl}/pedidos`}>{buttonLabel(p)}</MailButton>
    </MailLayout>
  ),
  text: (p, brand) => [
    ACCOUNT_MAIL.greeting(p.customerName),
    '',
    REMINDER_MAIL.intro(p.daysLeft),
    eventLine(p),
    '',
    ...factsText(facts(p)),
    '',
    REMINDER_MAIL.owed(money(p.saldoCentavos)),
    `${buttonLabel(p)}: ${brand.publicUrl}/pedidos`,
  ],
};
