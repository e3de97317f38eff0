// The daily mail to the family with the new or changed answers of its party page.
import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { DIGEST_MAIL } from '@salones/shared/invitations';
import { noticeTemplate } from './notice-mail.tsx';

export interface InvitationDigestProps {
  festejado: string;
  customerName: string;
  /** the answers new or changed since the last mail, oldest first */
  answers: { nombre: string; asistira: boolean; ninos: number; adultos: number; alergias: string }[];
  /** guests confirmed by every answer so far, and the event's head count */
  confirmados: number;
  personas: number;
}

export const invitationDigestTemplate = noticeTemplate<InvitationDigestProps>((p, brand) => ({
  subject: DIGEST_MAIL.subject(p.festejado),
  greeting: ACCOUNT_MAIL.greeting(p.customerName),
  before: [DIGEST_MAIL.intro(p.answers.length)],
  rows: p.answers.map((r) => [r.nombre, DIGEST_MAIL.answer(r)] as const),
  after: [DIGEST_MAIL.totals(p.confirmados, p.personas)],
  link: { label: DIGEST_MAIL.link, url: `${brand.publicUrl}/pedidos` },
}));
