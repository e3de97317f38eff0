// The receipt of one recorded payment, with what is still owed after it — by when (the payment
// plan's due date) and, with online payment on, a button that opens 'Pagar saldo' for the event.

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
  /** the balance's due date in the plan ('YYYY-MM-DD'), and whether that is the day of booking */
  saldoVence?: { el: string; alReservar: boolean } | null;
  /** where the family pays the balance online; null with online payment off */
  payUrl?: string | null;
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

function closing(p: PaymentReceiptProps) {
  if (p.saldoCentavos <= 0) return RECEIPT_MAIL.paidInFull;
  return p.saldoVence
    ? RECEIPT_MAIL.stillOwedBy(money(p.saldoCentavos), formatDateMx(p.saldoVence.el), p.saldoVence.alReservar)
    : RECEIPT_MAIL.stillOwed(money(p.saldoCentavos));
}

/** 'Pagar saldo' while something is owed and can be paid online, else 'Ver mis eventos'. */
const button = (p: PaymentReceiptProps, brand: { publicUrl: string }) =>
  p.saldoCentavos > 0 && p.payUrl
    ? { label: RECEIPT_MAIL.payBalance, href: p.payUrl }
    : { label: EVENT_MAIL.seeEvents, href: `${brand.publicUrl}/pedidos` };

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
      <MailButton href={button(p, brand).href}>{button(p, brand).label}</MailButton>
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
    `${button(p, brand).label}: ${button(p, brand).href}`,
  ],
};
