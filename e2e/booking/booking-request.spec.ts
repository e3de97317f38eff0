import { BOOKING_MAIL, BOOKING_MSG } from '@salones/shared/booking-requests';
import { EVENT_MSG } from '@salones/shared/events';
import { RECEIPT_MAIL } from '@salones/shared/mails';
import { MSG } from '@salones/shared/messages';
import { expectFieldError, logInThroughModal, openLoginModal, toast } from '../accounts/auth-modal.ts';
import { pick, select } from '../events/events-support.ts';
import { createActiveUser, loginSuperAdmin, uniqueEmail } from '../support/api.ts';
import { createBranch, createPackage } from '../support/data.ts';
import { CLUB_NAME } from '../support/env.ts';
import { expect, openAs, test } from '../support/fixtures.ts';
import { linkFrom, waitForMail } from '../support/mailbox.ts';
import {
  createBookingRequest,
  expectBranchDay,
  formatLongDate,
  openDateRequest,
  pickFreeTurno,
  saturdayAhead,
} from './booking-support.ts';

// From the branch page's calendar to a confirmed event, through the cart, /pedidos and /admin/orders.
test.describe('booking requests', { tag: '@booking' }, () => {
  test('a visitor registers, requests a free Saturday afternoon, staff convert it, the customer is told', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const branch = await createBranch(request, { name: 'Solicitudes' });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta', basico: 10_000, grande: 14_000 });
    const saturday = saturdayAhead();
    const email = uniqueEmail('solicitud');
    const lastname = `Solís ${Date.now().toString(36)}`;

    // The branch page shows the month calendar (after the first paint), each day with both turnos.
    await expectBranchDay(page, branch, saturday, { Matutino: 'Libre', Vespertino: 'Libre' });

    // Registers in the modal, activates through the mail's link, logs in.
    const login = await openLoginModal(page);
    await login.getByRole('button', { name: 'Crear cuenta' }).click();
    const register = page.getByRole('dialog', { name: 'Crear cuenta' });
    await register.getByLabel('Nombre(s)').fill('Renata');
    await register.getByLabel('Apellidos').fill(lastname);
    await register.getByLabel('E-mail').fill(email);
    await register.getByLabel('Teléfono').fill('5598765432');
    await register.getByLabel('Contraseña', { exact: true }).fill('fiesta123');
    await register.getByLabel('Repetir contraseña').fill('fiesta123');
    await register.getByRole('button', { name: 'Registrarme' }).click();
    await expect(toast(page, MSG.registered)).toBeVisible();
    await page.keyboard.press('Escape');
    const activation = new URL(linkFrom(await waitForMail(email), '/activar/'));
    await page.goto(activation.pathname);
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(toast(page, 'Cuenta activada correctamente')).toBeVisible();
    await logInThroughModal(page, email, 'fiesta123');

    // Adds the package and asks for the Saturday afternoon from the cart.
    await page.goto(`/${branch.lugarname}`);
    const form = await openDateRequest(page, pkg.name);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByRole('alert')).toHaveText(BOOKING_MSG.fechaRequired);
    // whose birthday it is: the party is named after the child
    const festejado = form.getByRole('textbox', { name: /¿Quién cumple años\?/ });
    await expect(festejado).toHaveAccessibleDescription(/Escribe el nombre del festejado/);
    await festejado.fill('Dante');
    await form.getByRole('textbox', { name: /Edad que cumple/ }).fill('7');
    await pickFreeTurno(page, branch, saturday, 'Vespertino');
    await expect(form.getByText(`Fecha elegida: ${formatLongDate(saturday)}, Vespertino`)).toBeVisible();
    await form.getByLabel('Número de personas').fill('160');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expectFieldError(form, 'Número de personas', BOOKING_MSG.personasRange);
    await form.getByLabel('Número de personas').fill('120');
    await expect(form.getByTestId('band-price')).toHaveText('Grande (101 a 150 personas): $14,000.00');
    await form.getByLabel('Comentarios (opcional)').fill('Temática de dinosaurios');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, BOOKING_MSG.created)).toBeVisible();
    const sent = page.getByTestId('request-sent');
    await expect(sent).toContainText(`${formatLongDate(saturday)}, Vespertino, 120 personas`);
    await expect(page.getByText(MSG.cartEmpty)).toBeVisible();

    // /pedidos: pending, with the time left.
    await sent.getByRole('link', { name: 'Ver mis pedidos' }).click();
    const card = page.getByRole('article', { name: `Solicitud ${pkg.name}` });
    await expect(card).toContainText('Pendiente');
    await expect(card).toContainText('FestejadoDante, 7 años');
    await expect(card).toContainText(/Quedan [12] d \d+ h/);
    await expect(card.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible();

    // Staff see it in /admin/orders (with the menu's count) and convert it in the prefilled wizard.
    const staff = await loginSuperAdmin(request);
    await openAs(page, staff.token, '/admin/orders');
    await expect(
      page
        .getByRole('navigation', { name: 'Administración', exact: true })
        .first()
        .getByRole('link', {
          name: /^Pedidos\s*[1-9]\d* solicitudes pendientes$/,
        }),
    ).toBeVisible();
    await pick(page, 'Sucursal', branch.sucursal);
    const row = page.getByTestId('request-row').filter({ hasText: lastname });
    await expect(row).toContainText(branch.sucursal);
    await expect(row).toContainText('5598765432');
    await expect(row).toContainText('Vespertino');
    await expect(row).toContainText('120');
    await expect(row).toContainText('$14,000.00');
    await row.getByRole('link', { name: /^Convertir en evento/ }).click();
    await expect(page.getByText('Convertir solicitud en evento')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Número de personas' })).toHaveValue('120');
    await expect(select(page, 'Sucursal')).toHaveValue(branch.sucursal);
    await expect(select(page, 'Turno')).toHaveValue('Vespertino');
    await expect(select(page, 'Paquete')).toHaveValue(pkg.name);
    // the party is named after the child the family named; the turno's usual hours to start from
    const eventName = 'Fiesta de Dante (7 años)';
    await expect(page.getByLabel('Nombre del evento')).toHaveValue(eventName);
    await expect(page.getByLabel('Hora de entrada')).toHaveValue('16:00');
    await page.getByLabel('Hora de entrada').fill('14:00');
    await page.getByLabel('Hora de salida').fill('19:00');
    await page.getByRole('button', { name: 'Consultar Fecha' }).click();
    await expect(toast(page, MSG.dateAvailable)).toBeVisible();
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Cantidad del abono').fill('1000');
    await pick(page, 'Forma de pago', 'Pago en efectivo');
    await page.getByRole('button', { name: 'Crear evento', exact: true }).click();
    await expect(toast(page, EVENT_MSG.created)).toBeVisible();
    // docs/product.md#2-screens-and-routes: after creating, /admin/users
    await expect(page).toHaveURL(/\/admin\/users$/);

    // The customer sees the event and the confirmed request, and gets the confirmation mail and the
    // receipt of the payment made at booking (in either order).
    const customer = await (
      await request.post('/api/auth', { data: { email, password: 'fiesta123' } })
    ).json();
    await openAs(page, customer.token as string, '/pedidos');
    const confirmed = page.getByRole('article', { name: `Solicitud ${pkg.name}` });
    await expect(confirmed).toContainText('Confirmada');
    await expect(confirmed.getByRole('link', { name: 'Ver contrato' })).toHaveAttribute('href', /^\/pdf\//);
    await expect(page.getByRole('row').filter({ hasText: eventName })).toContainText('$13,000.00');
    const confirmation = await waitForMail(email, {
      subject: BOOKING_MAIL.confirmedSubject(CLUB_NAME),
      timeoutMs: 20_000,
    });
    expect(confirmation).toContain(BOOKING_MAIL.confirmedIntro);
    expect(confirmation).toContain(eventName);
    const receipt = await waitForMail(email, { subject: RECEIPT_MAIL.subject(CLUB_NAME), timeoutMs: 20_000 });
    expect(receipt).toContain('Abono: $1,000.00');

    // The Saturday afternoon now reads 'Ocupado' on the branch page.
    await expectBranchDay(page, branch, saturday, { Matutino: 'Libre', Vespertino: 'Ocupado' });
  });
});

test.describe('booking requests: cancel and reject', { tag: '@booking' }, () => {
  test('the customer cancels one (the slot is free again), staff reject another with a reason', async ({
    page,
    request,
  }) => {
    const branch = await createBranch(request, { name: 'Cancelar' });
    const pkg = await createPackage(request, branch.uid, { name: 'Fiesta' });
    const customer = await createActiveUser(request, { name: 'Olga', lastname: `Cancela ${Date.now()}` });
    const staff = await loginSuperAdmin(request);
    const saturday = saturdayAhead(20);
    const ask = (turno: string) =>
      createBookingRequest(request, customer.token, {
        lugar: branch.uid,
        paquete: pkg.uid,
        fecha: saturday,
        turno,
        personas: 60,
      });
    await ask('Matutino');
    await ask('Vespertino');

    // Cancelling asks first, then frees the slot at once.
    await openAs(page, customer.token, '/pedidos');
    const morning = page.getByRole('article').filter({ hasText: 'Matutino' });
    await morning.getByRole('button', { name: 'Cancelar solicitud' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar solicitud' });
    await confirm.getByRole('button', { name: 'No, conservarla' }).click();
    await expect(morning).toContainText('Pendiente');
    await morning.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(toast(page, BOOKING_MSG.cancelled)).toBeVisible();
    await expect(morning).toContainText('Cancelada');
    await expect(morning.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0);

    // Staff reject the afternoon: the reason is required, and the customer reads it.
    await openAs(page, staff.token, '/admin/orders');
    await pick(page, 'Sucursal', branch.sucursal);
    const row = page.getByTestId('request-row').filter({ hasText: customer.lastname });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Rechazar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar solicitud' });
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    const motivo = dialog.getByRole('textbox', { name: /^Motivo/ });
    await expect(motivo).toHaveAccessibleDescription(new RegExp(BOOKING_MSG.motivoRequired));
    await motivo.fill('El salón estará en mantenimiento');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(toast(page, BOOKING_MSG.rejected)).toBeVisible();
    await expect(row).toHaveCount(0); // the list shows pending ones by default

    await openAs(page, customer.token, '/pedidos');
    const afternoon = page.getByRole('article').filter({ hasText: 'Vespertino' });
    await expect(afternoon).toContainText('Rechazada');
    await expect(afternoon).toContainText('Motivo: El salón estará en mantenimiento');

    await expectBranchDay(page, branch, saturday, { Matutino: 'Libre', Vespertino: 'Libre' });
  });
});
