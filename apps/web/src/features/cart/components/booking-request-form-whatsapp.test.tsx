import { datesOfMonth } from '@salones/shared/booking-requests';
import { addDays, todayInMexicoCity } from '@salones/shared/dates';
import type { PackageDetailDto } from '@salones/shared/packages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clientWithWhatsApp, signedInFamily, stubFetch } from '../../../test/whatsapp-site.ts';
import { BookingRequestForm } from './booking-request-form.tsx';

const item = {
  uid: '00000000-0000-4000-8000-000000000001',
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Paquete Fiesta',
  tipo: 'paquete',
  descripcion: '',
  color: '#ff6900',
  colorTexto: '#ffffff',
  basico: 12_500,
  grande: 16_500,
  descuento: null,
  duracion: '',
  descripciones: [],
  lugar: { uid: 'place-1', _id: 'place-1', sucursal: 'Sucursal Centro', lugarname: 'centro' },
} satisfies PackageDetailDto;

const tomorrow = addDays(todayInMexicoCity(), 1);

function client(whatsapp: boolean, consent: boolean) {
  const c = signedInFamily(clientWithWhatsApp(whatsapp), consent);
  c.setQueryData(queryKeys.availability.month('place-1', tomorrow.slice(0, 7)), {
    dias: datesOfMonth(tomorrow.slice(0, 7)).map((fecha) => ({
      fecha,
      Matutino: 'libre',
      Vespertino: 'libre',
    })),
    diasAnticipacion: 1,
  });
  c.setQueryData(queryKeys.products.all, []);
  return c;
}

/** Fills the request and sends it; resolves to the body POST /api/solicitud received. */
async function sendRequest(
  user: ReturnType<typeof renderWithProviders>['user'],
  calls: ReturnType<typeof stubFetch>,
) {
  await user.type(screen.getByRole('textbox', { name: /¿Quién cumple años\?/ }), 'Sofía');
  const day = Number(tomorrow.slice(8));
  await user.click(
    screen.getByRole('button', { name: new RegExp(`^Vespertino, [^,]+, ${day} de .*: Libre$`) }),
  );
  await user.type(screen.getByRole('textbox', { name: /Número de personas/ }), '80');
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(calls.some((c) => c.url === '/api/solicitud')).toBe(true));
  return calls.find((c) => c.url === '/api/solicitud')?.body as Record<string, unknown>;
}

const answers = (url: string) =>
  url === '/api/solicitud'
    ? { status: 201, body: { ok: true, msg: 'Solicitud enviada', solicitud: { uid: 'r1' } } }
    : { status: 404, body: { ok: false, msg: 'no' } };

describe("'Solicitar fecha': the WhatsApp consent", { timeout: 30_000 }, () => {
  it('is unticked for a family without notices, shows their phone, and sends whatsapp: true once ticked', async () => {
    const calls = stubFetch(answers);
    const { user } = renderWithProviders(
      <BookingRequestForm item={item} onSent={vi.fn()} onCancel={vi.fn()} />,
      {
        client: client(true, false),
      },
    );
    const consent = screen.getByRole('checkbox', {
      name: 'Quiero recibir avisos de mi fiesta por WhatsApp al 33 1234 5678',
    }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    await user.click(consent);
    expect(await sendRequest(user, calls)).toMatchObject({ festejado: 'Sofía', whatsapp: true });
  });

  it('is ticked for a family who already gets them, and leaves the consent as it is when untouched', async () => {
    const calls = stubFetch(answers);
    const { user } = renderWithProviders(
      <BookingRequestForm item={item} onSent={vi.fn()} onCancel={vi.fn()} />,
      {
        client: client(true, true),
      },
    );
    expect((screen.getByRole('checkbox', { name: /por WhatsApp/ }) as HTMLInputElement).checked).toBe(true);
    expect(await sendRequest(user, calls)).not.toHaveProperty('whatsapp');
  });

  it('is not offered while the site does not send WhatsApp', async () => {
    const calls = stubFetch(answers);
    const { user } = renderWithProviders(
      <BookingRequestForm item={item} onSent={vi.fn()} onCancel={vi.fn()} />,
      {
        client: client(false, false),
      },
    );
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    expect(await sendRequest(user, calls)).not.toHaveProperty('whatsapp');
  });
});
