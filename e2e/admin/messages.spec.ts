import { createAdmin } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { openAdmin, unique } from './admin-support.ts';

test.describe('admin messages', { tag: '@admin' }, () => {
  test('staff read the contact messages, newest first, with a mailto link', async ({ page, request }) => {
    const tag = unique();
    for (const n of [1, 2]) {
      const res = await request.post(`${BASE_URL}/api/contact`, {
        data: { email: `visita${n}.${tag}@e2e.test`, message: `Quiero informes ${n} ${tag}` },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    const admin = await createAdmin(request);
    await openAdmin(page, admin.token, '/admin/messages');
    const articles = page.getByRole('article').filter({ hasText: tag });
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toContainText(`Quiero informes 2 ${tag}`);
    await expect(articles.first().getByRole('link', { name: `visita2.${tag}@e2e.test` })).toHaveAttribute(
      'href',
      `mailto:visita2.${tag}@e2e.test`,
    );
    await expect(articles.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
  });
});
