// Online payments in several states, made through the API and the Stripe-compatible test server (what the
// provider's page does when the family pays), for the staff screens that list them.
import { type APIRequestContext, expect } from '@playwright/test';
import { createBookingRequest, saturdayAhead } from '../booking/booking-support.ts';
import { createActiveUser } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { BASE_URL, STRIPE } from '../support/env.ts';

type Pago = { uid: string; estado: string; url: string | null; evento: string | null };

const TERMS = 'Cláusula primera. El anticipo aparta la fecha y se descuenta del total.';

/** The current terms' version, published first when there are none. */
async function termsVersion(request: APIRequestContext, staffToken: string) {
  const current = await request.get(`${BASE_URL}/api/terminos`);
  if (current.ok()) return ((await current.json()) as { terminos: { version: number } }).terminos.version;
  const put = await request.put(`${BASE_URL}/api/terminos`, {
    headers: { 'x-auth-token': staffToken },
    data: { texto: TERMS },
  });
  expect(put.status(), await put.text()).toBe(200);
  return ((await put.json()) as { terminos: { version: number } }).terminos.version;
}

/** Pays the checkout `pago` on the provider's side (its webhook reaches the app), and waits for `estado`. */
async function payOnProvider(
  request: APIRequestContext,
  token: string,
  pago: Pago,
  method: 'card' | 'oxxo',
  estado: string,
) {
  const session = pago.url!.split('/pay/')[1];
  const paid = await request.post(`${STRIPE.url}/_test/sessions/${session}/pay`, { data: { method } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return settled(request, token, pago.uid, estado);
}

async function settled(request: APIRequestContext, token: string, id: string, estado: string) {
  let pago: Pago | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${BASE_URL}/api/pagos/${id}`, { headers: { 'x-auth-token': token } });
      pago = ((await res.json()) as { pago: Pago }).pago;
      return pago.estado;
    })
    .toBe(estado);
  return pago!;
}

/**
 * A family's three online payments: the anticipo by card, $500 of it refunded ('Reembolsado parcial'), then
 * $1,000 of the balance by card ('Pagado') and $1,000 by an OXXO voucher not paid yet ('Pendiente').
 */
export async function paymentsInThreeStates(
  request: APIRequestContext,
  staffToken: string,
  lastname: string,
) {
  const version = await termsVersion(request, staffToken);
  const branch = await createBranch(request, { name: 'Pagos lista' });
  const pkg = await createPackage(request, branch.uid, {
    name: 'Fiesta pagada',
    basico: 10_000,
    grande: 14_000,
  });
  const customer = await createActiveUser(request, { name: 'Paula', lastname });
  const auth = { 'x-auth-token': customer.token };
  const solicitud = await createBookingRequest(request, customer.token, {
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: saturdayAhead(60),
    turno: 'Matutino',
    personas: 80,
  });
  const accept = (target: { solicitud: string } | { evento: string }) =>
    request.post(`${BASE_URL}/api/terminos/aceptar`, { headers: auth, data: { version, ...target } });
  expect((await accept({ solicitud: solicitud.uid })).status()).toBe(201);
  const checkout = async (path: string, data: object) => {
    const res = await request.post(`${BASE_URL}${path}`, { headers: auth, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { pago: Pago }).pago;
  };

  const anticipo = await payOnProvider(
    request,
    customer.token,
    await checkout(`/api/solicitud/${solicitud.uid}/pago`, {}),
    'card',
    'pagado',
  );
  const refund = await request.post(`${BASE_URL}/api/pagos/${anticipo.uid}/reembolso`, {
    headers: { 'x-auth-token': staffToken },
    data: { monto: 500, motivo: 'Un invitado menos' },
  });
  expect(refund.ok(), await refund.text()).toBeTruthy();
  await settled(request, customer.token, anticipo.uid, 'reembolsado_parcial');

  const evento = anticipo.evento!;
  await accept({ evento });
  await payOnProvider(
    request,
    customer.token,
    await checkout(`/api/event/${evento}/pago`, { monto: 1000 }),
    'card',
    'pagado',
  );
  await payOnProvider(
    request,
    customer.token,
    await checkout(`/api/event/${evento}/pago`, { monto: 1000 }),
    'oxxo',
    'pendiente',
  );
  return customer;
}
