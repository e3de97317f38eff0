// N days before the event, while a balance is owed; and on the balance's due date.

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
  /** Online payment is on — the button reads 'Pagar saldo' */
  payOnline?: boolean;
  /** The due-date reminder — the balance is due `venceEl` (today, or it was when the sweep ran late) */
  balanceDue?: { venceEl: string; today: boolean } | null;
}

const buttonLabel = (p: EventReminderProps) => (p.payOnline ? 'Pagar saldo' : EVENT_MAIL.seeEvents);

const money = (centavos: number) => formatMoney(toPesos(centavos));

const facts = (p: EventReminderProps): [string, string][] => [
  [EVENT_MAIL.total, money(p.event.totalCentavos)],
  [EVENT_MAIL.paid, money(p.event.totalCentavos - p.saldoCentavos)],
  [EVENT_MAIL.owed, money(p.saldoCentavos)],
];

const intro = (p: EventReminderProps) =>
  p.balanceDue
    ? REMINDER_MAIL.dueIntro(formatDateMx(p.balanceDue.venceEl), p.balanceDue.today)
    : REMINDER_MAIL.intro(p.daysLeft);

const eventLine = (p: EventReminderProps) =>
  EVENT_MAIL.eventLine({ ...p.event, fecha: formatDateMx(p.event.fecha) });

export const eventReminderTemplate: MailTemplate<EventReminderProps> = {
  subject: (p, brand) =>
    p.balanceDue
      ? REMINDER_MAIL.dueSubject(brand.clubName, p.balanceDue.today)
      : REMINDER_MAIL.subject(brand.clubName, p.daysLeft),
  html: (p, brand) => (
    <MailLayout brand={brand} preview={intro(p)}>
      <Text style={paragraph}>{ACCOUNT_MAIL.greeting(p.customerName)}</Text>
      <Text style={paragraph}>{intro(p)}</Text>
      <Text style={{ ...paragraph, fontWeight: 'bold' }}>{eventLine(p)}</Text>
      <MailFacts rows={facts(p)} />
      <Text style={paragraph}>{REMINDER_MAIL.owed(money(p.saldoCentavos))}</Text>
      <MailButton href={`${brand.publicUrl}/pedidos`}>{buttonLabel(p)}</MailButton>
    </MailLayout>
  ),
  text: (p, brand) => [
    ACCOUNT_MAIL.greeting(p.customerName),
    '',
    intro(p),
    eventLine(p),
    '',
    ...factsText(facts(p)),
    '',
    REMINDER_MAIL.owed(money(p.saldoCentavos)),
    `${buttonLabel(p)}: ${brand.publicUrl}/pedidos`,
  ],
};
