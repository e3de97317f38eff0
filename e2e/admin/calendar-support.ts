// The staff calendar's specs share one set-up — a branch of their own with two events (one per
// turno) and a pending booking request on three days of one month, made through the real API.
import type { APIRequestContext } from '@playwright/test';
import { createBookingRequest } from '../booking/booking-support.ts';
import { createEventViaApi, freshDate } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';

export async function seedCalendar(request: APIRequestContext) {
  const staff = await loginSuperAdmin(request);
  const branch = await createBranch(request, { name: 'Calendario' });
  const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 12_000, grande: 15_000 });
  const ana = await createActiveUser(request, { name: 'Ana', lastname: 'Calendario' });
  const beto = await createActiveUser(request, { name: 'Beto', lastname: 'Calendario' });
  const carla = await createActiveUser(request, { name: 'Carla', lastname: 'Solicitud' });
  // the 10th, 11th and 12th of a month at least 3 days ahead: one month view shows all three
  const month = freshDate(40).slice(0, 8);
  const dates = { morning: `${month}10`, evening: `${month}11`, request: `${month}12` };
  const morning = await createEventViaApi(request, staff.token, {
    user: ana.id,
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: dates.morning,
    turno: 'Matutino',
    name: 'Cumpleaños de Ana',
  });
  const evening = await createEventViaApi(request, staff.token, {
    user: beto.id,
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: dates.evening,
    turno: 'Vespertino',
    name: 'Cumpleaños de Beto',
    abono: 2_000,
  });
  await createBookingRequest(request, carla.token, {
    lugar: branch.uid,
    paquete: pkg.uid,
    fecha: dates.request,
    turno: 'Matutino',
    personas: 60,
  });
  return { staff, branch, dates, morning, evening };
}
