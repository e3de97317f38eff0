// What the PDF contract prints of the terms accepted online — the latest acceptance linked to the
// event, with its version's text — and the balance's due date of the payment plan.
import { balanceDueOn } from '@salones/shared/payment-plan';
import type { Config } from '../../../config.ts';
import { latestAcceptance } from '../../../db/terms-acceptance.ts';
import type { Conn } from '../../../db/transaction.ts';
import type { ContractExtras } from './render-contract-pdf.ts';

export async function contractExtras(
  db: Conn,
  config: Config,
  event: {
    uid: string;
    fecha: string;
    fechaDeRegistro: string;
    salonMostrado: string | null;
  },
): Promise<ContractExtras> {
  const due = balanceDueOn({
    fecha: event.fecha,
    dueDays: config.payments.balanceDueDays,
    bookedOn: event.fechaDeRegistro,
  });
  return {
    accepted: await latestAcceptance(db, event.uid),
    saldoVenceEl: due.saldoVenceEl,
    saldoAlReservar: due.alReservar,
    salon: event.salonMostrado,
  };
}
