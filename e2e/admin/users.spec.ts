import { MSG } from '@salones/shared/messages';
import { createActiveUser, createAdmin, loginSuperAdmin } from '../support/api.ts';
import { ADMIN } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { createPlace, openAdmin, unique } from './admin-support.ts';

test.describe('admin users and admins', { tag: '@admin' }, () => {
  test('search filters users by name, last name or e-mail, case-insensitively', async ({ page, request }) => {
    const tag = unique();
    const ana = await createActiveUser(request, { name: 'Anabel', lastname: `Quiroga${tag}` });
    const beto = await createActiveUser(request, { name: 'Beto', lastname: `Quiroga${tag}` });
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/users');
    const search = page.getByPlaceholder('Buscar...');
    await search.fill(`QUIROGA${tag.toUpperCase()}`);
    const rows = page.getByRole('row').filter({ hasText: `Quiroga${tag}` });
    await expect(rows).toHaveCount(2);
    await search.fill(`anabel quiroga${tag}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ana.email);
    await search.fill(beto.email.toUpperCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Beto');
    await expect(rows.first().getByText('Activo', { exact: true })).toBeVisible();
    await expect(rows.first().getByRole('link', { name: 'Eventos' })).toHaveAttribute(
      'href',
      `/admin/user/${beto.id}`,
    );
    await expect(rows.first().getByRole('link', { name: 'Agendar' })).toHaveAttribute(
      'href',
      `/admin/event/${beto.id}`,
    );
    await search.fill(`nadie-${tag}`);
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
    await search.fill(tag);
    await expect(rows).toHaveCount(2);
  });

  test('a super_admin edits a user: roles, place selector for staff, validation', async ({
    page,
    request,
  }) => {
    const tag = unique();
    const user = await createActiveUser(request, { name: 'Carla', lastname: `Editada${tag}` });
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/users');
    await page.getByPlaceholder('Buscar...').fill(`Editada${tag}`);
    // the row of the search's answer (other specs' Carlas are on the first, unfiltered page)
    await page
      .getByRole('row')
      .filter({ hasText: `Editada${tag}` })
      .getByRole('button', { name: 'Editar a Carla' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editando a Carla' });
    await expect(dialog.getByText('10 dígitos')).toBeVisible();
    await expect(dialog.getByLabel('Sucursal')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await expect(page.getByRole('option')).toHaveText(['Usuario', 'Administrador', 'Master Admin']);
    await page.getByRole('option', { name: 'Administrador' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Sucursal' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Usuario' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Sucursal' })).toHaveCount(0);

    await dialog.getByLabel('Nombre').fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(MSG.userEditRequired)).toBeVisible();
    await dialog.getByLabel('Nombre').fill('Carlota');
    await dialog.getByLabel('Teléfono').fill('5599887766');
    await dialog.getByRole('switch', { name: 'Activo' }).uncheck();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText('Carlota');
    await expect(row).toContainText('5599887766');
    await expect(row).toContainText('Inactivo');
  });

  test('an admin edits without the Master Admin role or the place selector, and cannot delete', async ({
    page,
    request,
  }) => {
    const tag = unique();
    await createActiveUser(request, { name: 'Diego', lastname: `Visto${tag}` });
    const admin = await createAdmin(request);
    await openAdmin(page, admin.token, '/admin/users');
    await page.getByPlaceholder('Buscar...').fill(`Visto${tag}`);
    const row = page.getByRole('row').filter({ hasText: `Visto${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar a Diego' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editando a Diego' });
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await expect(page.getByRole('option')).toHaveText(['Usuario', 'Administrador']);
    await page.getByRole('option', { name: 'Administrador' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Sucursal' })).toHaveCount(0);

    await page.goto('/admin/admins');
    await expect(page.getByRole('heading', { name: 'Administradores' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: admin.email })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Eliminar a/ })).toHaveCount(0);
    // an admin's list of staff never shows a Master Admin
    await page.getByPlaceholder('Buscar...').fill(ADMIN.email);
    await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  });

  test('a super_admin deletes a user after the confirmation', async ({ page, request }) => {
    const tag = unique();
    const user = await createActiveUser(request, { name: 'Elena', lastname: `Borrada${tag}` });
    const { token } = await loginSuperAdmin(request);
    await openAdmin(page, token, '/admin/users');
    await page.getByPlaceholder('Buscar...').fill(`Borrada${tag}`);
    await page.getByRole('button', { name: 'Eliminar a Elena' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Estas seguro de querer eliminar a Elena?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('row').filter({ hasText: user.email })).toHaveCount(1);
    await page.getByRole('button', { name: 'Eliminar a Elena' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Usuario eliminado')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: user.email })).toHaveCount(0);
  });

  test('the admins list shows staff and a super_admin assigns a place', async ({ page, request }) => {
    const admin = await createAdmin(request, { name: 'Fabiola' });
    const { token } = await loginSuperAdmin(request);
    const place = await createPlace(request, token);
    await openAdmin(page, token, '/admin/admins');
    await page.getByPlaceholder('Buscar...').fill(ADMIN.email);
    await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toHaveCount(1);
    await page.getByPlaceholder('Buscar...').fill(admin.email);
    const row = page.getByRole('row').filter({ hasText: admin.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Agendar' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Editar a Fabiola' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editando a Fabiola' });
    await dialog.getByRole('combobox', { name: 'Sucursal' }).click();
    await page.getByRole('option', { name: place.sucursal }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado')).toBeVisible();
    await row.getByRole('button', { name: 'Editar a Fabiola' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Sucursal' })).toHaveValue(
      place.sucursal,
    );
    await page.keyboard.press('Escape');
  });
});
