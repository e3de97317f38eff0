// Texts of the branded e-mails that are not account mails (those are ACCOUNT_MAIL in accounts.ts):
// the layout's footer, the contact message to the business, payment receipts and event reminders.
// Spanish, es-MX; amounts and dates arrive already formatted (money.ts, dates.ts).

export const MAIL_LAYOUT = {
  footer: (club: string) => `Este correo lo envió ${club}.`,
  visit: 'Visita nuestro sitio',
} as const;

export const CONTACT_MAIL = {
  subject: (club: string) => `Nuevo mensaje de contacto en ${club}`,
  from: (email: string) => `Mensaje de ${email}:`,
  replyHint: 'Responde a este correo para contestarle.',
} as const;

/** What the receipt and the reminder say about one event. */
export interface EventMailSummary {
  name: string;
  fecha: string;
  turno: string;
  sucursal: string;
  /** the party's salón, only when its branch has more than one */
  salon?: string | null;
}

export const EVENT_MAIL = {
  eventLine: (e: EventMailSummary) =>
    `Evento: ${e.name} · ${e.fecha}, turno ${e.turno} · ${e.sucursal}${e.salon ? `, ${e.salon}` : ''}`,
  total: 'Total del evento',
  paid: 'Pagado',
  owed: 'Saldo pendiente',
  seeEvents: 'Ver mis eventos',
} as const;

export const RECEIPT_MAIL = {
  subject: (club: string) => `Recibo de tu abono en ${club}`,
  intro: 'Registramos tu abono. Estos son los datos del pago:',
  amount: 'Abono',
  paidOn: 'Fecha de pago',
  method: 'Método de pago',
  paidInFull: '¡Tu evento quedó pagado por completo! Gracias.',
  stillOwed: (saldo: string) => `Te falta pagar ${saldo}.`,
  /** the balance left with its due date (payment-plan.ts); `bookingDay`: the due date is the day of booking */
  stillOwedBy: (saldo: string, venceEl: string, bookingDay: boolean) =>
    `Te falta pagar ${saldo} a más tardar el ${venceEl}${bookingDay ? ', día de la reservación' : ''}.`,
  /** the button to pay the balance online (with online payment on) */
  payBalance: 'Pagar saldo',
} as const;

export const REMINDER_MAIL = {
  subject: (club: string, days: number) =>
    days === 1 ? `Tu fiesta es mañana · ${club}` : `Faltan ${days} días para tu fiesta · ${club}`,
  intro: (days: number) =>
    days === 1 ? 'Te recordamos que tu fiesta es mañana.' : `Te recordamos que tu fiesta es en ${days} días.`,
  owed: (saldo: string) => `Tienes un saldo pendiente de ${saldo}. Puedes liquidarlo en tu sucursal.`,
  /** The reminder on the balance's due date (BALANCE_DUE_DAYS before the event) */
  dueSubject: (club: string, dueToday: boolean) =>
    dueToday
      ? `Hoy vence el saldo de tu fiesta · ${club}`
      : `Venció el plazo del saldo de tu fiesta · ${club}`,
  dueIntro: (venceEl: string, dueToday: boolean) =>
    dueToday
      ? `Hoy, ${venceEl}, es el último día para liquidar el saldo de tu fiesta.`
      : `El saldo de tu fiesta debía liquidarse a más tardar el ${venceEl}.`,
} as const;

/** The buttons of the account mails (their texts are ACCOUNT_MAIL in accounts.ts). */
export const ACCOUNT_MAIL_BUTTON = {
  activate: 'Activar mi cuenta',
  reset: 'Elegir una nueva contraseña',
} as const;
