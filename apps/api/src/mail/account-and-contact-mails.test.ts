// The activation, password-reset and contact mails as they arrive over SMTP: branded HTML and the
// plain-text part, each with the same Spanish texts. The job queue carries each mail's
// template and data, the job renders it; mails queued as HTML by earlier releases still go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { footerSettings } from '../db/schema/index.ts';
import { queuedJobs, testJobSettings } from '../jobs/jobs.test-support.ts';
import { buildTestApp, call, createUser, type TestApp } from '../test/helper.ts';
import { mailParts } from '../test/mail-parts.ts';
import { type SmtpReceiver, startSmtpReceiver, waitForMail } from '../test/smtp-receiver.ts';

const SITE = 'https://fiestas.example';

describe('account and contact mails', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({
      smtpUrl: smtp.url,
      publicUrl: SITE,
      clubName: 'Club Fiestas',
      jobs: testJobSettings(),
    } as Partial<Config>);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const lastMailTo = (email: string) =>
    mailParts([...smtp.mails].reverse().find((m) => m.to.includes(email))?.raw ?? '');

  it('activation: the link in the text and as a button in the branded HTML', async () => {
    const email = `ana-${Date.now()}@example.com`;
    const payload = {
      name: 'Ana',
      lastname: 'López',
      email,
      phone: '5512345678',
      password: 'secreto123',
      repeatPassword: 'secreto123',
    };
    expect((await call(t.app, { method: 'POST', url: '/api/usuarios', payload })).statusCode).toBe(201);
    const [link] = await waitForMail(smtp, email, /https:\/\/fiestas\.example\/activar\/[A-Za-z0-9_-]+/);
    const { subject, text, html } = lastMailTo(email);
    expect(subject).toBe('Activa tu cuenta de Club Fiestas');
    expect(text).toBe(
      [
        'Hola Ana:',
        '',
        'Gracias por registrarte en Club Fiestas. Para activar tu cuenta abre este enlace (válido por 48 horas):',
        link,
        '',
        'Si no creaste esta cuenta, ignora este correo.',
      ].join('\n'),
    );
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('lang="es-MX"');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Activar mi cuenta');
    expect(html).toContain('válido por 48 horas');
    expect(html).toContain('#9c36b5'); // the brand colour
    expect(html).toContain(`href="${SITE}"`); // the footer's link to the site
  });

  it('queues the template’s name and data, not rendered HTML: the job renders the mail', async () => {
    const email = `carla-${Date.now()}@example.com`;
    const payload = {
      name: 'Carla',
      lastname: 'Ruiz',
      email,
      phone: '5512345678',
      password: 'secreto123',
      repeatPassword: 'secreto123',
    };
    expect((await call(t.app, { method: 'POST', url: '/api/usuarios', payload })).statusCode).toBe(201);
    const [link] = await waitForMail(smtp, email, /https:\/\/fiestas\.example\/activar\/[A-Za-z0-9_-]+/);
    const job = (await queuedJobs(t.app, 'templated-mail')).find((j) => j.data.to === email);
    expect(job?.data).toEqual({ template: 'activation', props: { name: 'Carla', link }, to: email, link });
    expect(await queuedJobs(t.app, 'mail')).toEqual([]);
  });

  it('still delivers a mail an earlier release queued as rendered HTML (the `mail` job)', async () => {
    const email = `dora-${Date.now()}@example.com`;
    const html =
      '<!DOCTYPE html><html lang="es-MX"><body><p>Hola Dora: tu solicitud llegó.</p></body></html>';
    const text = 'Hola Dora:\n\ntu solicitud llegó.';
    await t.app.jobs.send('mail', { mail: { to: email, subject: 'Recibimos tu solicitud', text, html } });
    await waitForMail(smtp, email, /Dora/);
    expect(lastMailTo(email)).toMatchObject({ subject: 'Recibimos tu solicitud', text, html });
  });

  it('password reset: the link in both parts', async () => {
    const user = await createUser(t.app, { name: 'Beto' });
    await call(t.app, {
      method: 'POST',
      url: '/api/usuarios/verificaremail',
      payload: { email: user.email },
    });
    const [link] = await waitForMail(smtp, user.email, /https:\/\/fiestas\.example\/reset\/[A-Za-z0-9_-]+/);
    const { subject, text, html } = lastMailTo(user.email);
    expect(subject).toBe('Restablece tu contraseña de Club Fiestas');
    expect(text.split('\n')).toEqual([
      'Hola Beto:',
      '',
      'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (válido por 1 hora):',
      link,
      '',
      'Si no la solicitaste, ignora este correo: tu contraseña no cambiará.',
    ]);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Elegir una nueva contraseña');
  });

  it('contact: the visitor’s message as written in the text, escaped in the HTML, reply-to the visitor', async () => {
    await t.app.db.update(footerSettings).set({ emailContacto: 'contacto@fiestas.example' });
    const message = '¿Tienen fecha el 5 de mayo?\n<b>Somos 80 niños</b> & 20 adultos';
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'visita@example.com', message },
    });
    expect(res.statusCode).toBe(200);
    await waitForMail(smtp, 'contacto@fiestas.example', /visita@example\.com/);
    const { subject, text, html } = lastMailTo('contacto@fiestas.example');
    expect(subject).toBe('Nuevo mensaje de contacto en Club Fiestas');
    expect(text).toBe(
      ['Mensaje de visita@example.com:', '', message, '', 'Responde a este correo para contestarle.'].join(
        '\n',
      ),
    );
    expect(html).toContain('&lt;b&gt;Somos 80 niños&lt;/b&gt; &amp; 20 adultos');
    expect(html).not.toContain('<b>Somos');
    const raw = [...smtp.mails].reverse().find((m) => m.to.includes('contacto@fiestas.example'))?.raw;
    expect(raw).toMatch(/^Reply-To: visita@example\.com/im);
  });
});
