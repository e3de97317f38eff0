// The receipt of one recorded payment, with what is still owed after it.

import { Text } from '@react-email/text';
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { formatDateMx } from '@salones/shared/dates';
import { EVENT_MAIL, type EventMailSummary, RECEIPT_MAIL } from '@salones/shared/mails';
import { formatMoney, toPesos } from '@salones/shared/money';
import type { MailTemplate } from '../render-mail.ts';
import { factsText, MailButton, MailFacts, MailLayout, paragraph } from './layout.tsx';

export interface PaymentReceiptProps {
  customerName: string;
  event: EventMailSummary & { totalCentavos: number };
  amountCentavos: number;
  /** 'YYYY-MM-DD' */
  fechaDePago: string;
  metodo: string;
  /** the balance after this payment */
  saldoCentavos: number;
}

const money = (centavos: number) => formatMoney(toPesos(centavos));

function facts(p: PaymentReceiptProps) {
  const rows: [string, string][] = [
    [RECEIPT_MAIL.amount, money(p.amountCentavos)],
    [RECEIPT_MAIL.paidOn, formatDateMx(p.fechaDePago)],
  ];
  if (p.metodo) rows.push([RECEIPT_MAIL.method, p.metodo]);
  rows.push(
    [EVENT_MAIL.total, money(p.event.totalCentavos)],
    [EVENT_MAIL.paid, money(p.event.totalCentavos - p.saldoCentavos)],
    [EVENT_MAIL.owed, money(p.saldoCentavos)],
  );
  return rows;
}

const closing = (p: PaymentReceiptProps) =>
  p.saldoCentavos > 0 ? RECEIPT_MAIL.stillOwed(money(p.saldoCentavos)) : RECEIPT_MAIL.paidInFull;

const eventLine = (p: PaymentReceiptProps) =>
  EVENT_MAIL.eventLine({ ...p.event, fecha: formatDateMx(p.event.fecha) });

export const paymentReceiptTemplate: MailTemplate<PaymentReceiptProps> = {
  subject: (_, brand) => RECEIPT_MAIL.subject(brand.clubName),
  html: (p, brand) => (
    <MailLayout brand={brand} preview={`${RECEIPT_MAIL.amount}: ${money(p.amountCentavos)}`}>
      <Text style={paragraph}>{ACCOUNT_MAIL.greeting(p.customerName)}</Text>
      <Text style={paragraph}>{RECEIPT_MAIL.intro}</Text>
      <Text style={{ ...paragraph, fontWeight: 'bold' }}>{eventLine(p)}</Text>
      <MailFacts rows={facts(p)} />
      <Text style={paragraph}>{closing(p)}</Text>
      <MailButton href={`${brand.publicUrl}/pedidos`}>{EVENT_MAIL.seeEvents}</MailButton>
    </MailLayout>
  ),
  text: (p, brand) => [
    ACCOUNT_MAIL.greeting(p.customerName),
    '',
    RECEIPT_MAIL.intro,
    eventLine(p),
    '',
    ...factsText(facts(p)),
    '',
    closing(p),
    `${EVENT_MAIL.seeEvents}: ${brand.publicUrl}/pedidos`,
  ],
};
