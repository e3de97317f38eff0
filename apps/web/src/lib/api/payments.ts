// The contract's terms and online payments, for /pedidos, /pagos/{id} and /admin/terminos.
import { eventRoutes } from '@salones/shared/contract/events';
import { paymentRoutes, termsRoutes } from '@salones/shared/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  terms: ['payments', 'terms'] as const,
  summary: (requestId: string) => ['payments', 'summary', requestId] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
};

export const useTerms = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: paymentKeys.terms,
    queryFn: ({ signal }) => callApi(termsRoutes.current, { signal }).then((r) => r.terminos),
    enabled,
    retry: false,
  });

export const useRequestPaymentSummary = (requestId: string | null) =>
  useQuery({
    queryKey: paymentKeys.summary(requestId ?? ''),
    queryFn: ({ signal }) => callApi(paymentRoutes.requestSummary, { params: { id: requestId! }, signal }),
    enabled: !!requestId,
  });

/** The family's online payments on their way (OXXO vouchers, SPEI transfers), of one event or all. */
export const usePendingPayments = (evento?: string, { enabled = true }: { enabled?: boolean } = {}) =>
  usePayments({ estado: 'pendiente', evento, page: 1 }, { enabled });

/** GET /api/pagos/{id}, read again every 2 s while the money is on its way. */
export const usePayment = (id: string) =>
  useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => callApi(paymentRoutes.get, { params: { id }, signal }).then((r) => r.pago),
    refetchInterval: (q) => {
      const estado = q.state.data?.estado;
      return !estado || estado === 'abierto' || estado === 'pendiente' ? 2000 : false;
    },
  });

export const acceptTerms = (vars: { version: number; solicitud?: string; evento?: string }) =>
  callApi(termsRoutes.accept, { body: vars });

export const payRequest = (id: string) => callApi(paymentRoutes.payRequest, { params: { id }, body: {} });

export const payEvent = (id: string, monto: number) =>
  callApi(paymentRoutes.payEvent, { params: { id }, body: { monto } });

export const publishTerms = (texto: string) => callApi(termsRoutes.publish, { body: { texto } });

export const usePayments = (
  query: { estado?: string; evento?: string; page: number },
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useQuery({
    enabled,
    queryKey: [...paymentKeys.all, 'list', query],
    queryFn: ({ signal }) =>
      callApi(paymentRoutes.list, {
        query: {
          page: query.page,
          ...(query.estado ? { estado: query.estado as 'pagado' } : {}),
          ...(query.evento ? { evento: query.evento } : {}),
        },
        signal,
      }),
  });

/**
 * The contract version accepted online for an event, who accepted it, when, and its text: staff read it on the
 * event; the owner and staff on the contract page; the owner before the event's first online payment (null: the
 * contract is still to accept).
 */
export const useEventAcceptance = (eventId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    enabled,
    queryKey: [...paymentKeys.all, 'acceptance', eventId],
    queryFn: ({ signal }) =>
      callApi(eventRoutes.acceptance, { params: { id: eventId }, signal }).then((r) => r.aceptacion),
  });

export const refundPayment = (vars: { id: string; monto?: number; motivo: string }) =>
  callApi(paymentRoutes.refund, {
    params: { id: vars.id },
    body: { motivo: vars.motivo, ...(vars.monto ? { monto: vars.monto } : {}) },
  });
