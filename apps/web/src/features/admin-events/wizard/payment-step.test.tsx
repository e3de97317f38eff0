import { useForm } from '@mantine/form';
import { PROMO_MSG } from '@salones/shared/promo-codes';
import type { QuoteDto } from '@salones/shared/quote';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useDebouncedStaffQuote } from '../api/staff-quote.ts';
import { PaymentStep } from './payment-step.tsx';
import { toStaffQuoteRequest } from './wizard-request.ts';
import { initialWizardValues, type WizardValues } from './wizard-values.ts';

// Issue #23: the wizard's 'Totales' are the server's quote (POST /api/event/cotizacion) line by line — the day
// rule and the code's discount included — asked again as the fields change; a refused code shows the API's
// message under its field. (The API's own test holds that the booking's total is this quote's.)

/** What the API answers: a Saturday with its surcharge; with the code STAFF10, 10 % off. */
function quoteFor(body: { codigo?: string; descuento?: number }): QuoteDto {
  const subtotal = 18_000;
  const porCodigo = body.codigo === 'STAFF10' ? 1_800 : 0;
  const manual = body.descuento ?? 0;
  return {
    lineas: [
      {
        tipo: 'paquete',
        concepto: 'Paquete Fiesta (120 personas)',
        cantidad: 1,
        precioUnitario: 15_000,
        importe: 15_000,
      },
      {
        tipo: 'regla',
        concepto: 'Recargo fin de semana',
        cantidad: 1,
        precioUnitario: 3_000,
        importe: 3_000,
      },
    ],
    subtotal,
    codigo: porCodigo ? 'STAFF10' : null,
    descuento: porCodigo + manual,
    ...(manual ? { descuentoManual: manual } : {}),
    total: subtotal - porCodigo - manual,
    anticipo: 0,
    saldo: subtotal - porCodigo - manual,
    venceSaldo: null,
  };
}

/** the debounce (400 ms) and the answer, with room for a busy machine */
const SETTLED = { timeout: 5_000 };
// jsdom has no document.fonts; Mantine's autosizing Textarea (the step's 'Comentarios') listens to it
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

const sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent.length = 0;
  globalThis.fetch = window.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe('/api/event/cotizacion');
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    const answer =
      body.codigo === 'MALO'
        ? new Response(JSON.stringify({ ok: false, msg: PROMO_MSG.unknown }), { status: 400 })
        : new Response(JSON.stringify({ ok: true, cotizacion: quoteFor(body) }), { status: 200 });
    return answer;
  }) as unknown as typeof fetch;
});
afterEach(() => vi.restoreAllMocks());

const filled: WizardValues = {
  ...initialWizardValues(),
  name: 'Fiesta de Ana',
  lugar: 'place-1',
  fecha: '2031-05-10',
  turno: 'Vespertino',
  paquete: 'pkg-1',
  personas: 120,
  abono: 1000,
};

/** The wizard's last step as EventWizard wires it: the form, the quote of its fields, the step. */
function Harness({ initial }: { initial: WizardValues }) {
  const form = useForm<WizardValues>({ initialValues: initial });
  const body = toStaffQuoteRequest(form.getValues(), { products: [] });
  const quote = useDebouncedStaffQuote(body);
  return (
    <PaymentStep
      form={form}
      quote={body ? quote : null}
      pkg={undefined}
      converting={false}
      onPreview={() => {}}
    />
  );
}

describe("the wizard's totals: the server's quote (issue #23)", { timeout: 45_000 }, () => {
  it('shows the quote line by line, the day rule included, then the payment and what stays owed', async () => {
    renderWithProviders(<Harness initial={filled} />);
    const totals = screen.getByTestId('wizard-totals');
    await waitFor(() => expect(within(totals).getByText('Recargo fin de semana')).toBeTruthy(), SETTLED);
    expect(within(totals).getByTestId('quote-total').textContent).toBe('$18,000.00');
    expect(within(totals).getByTestId('total-abonado').textContent).toBe('$1,000.00');
    expect(within(totals).getByTestId('total-adeudo').textContent).toBe('$17,000.00');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      lugar: 'place-1',
      paquete: 'pkg-1',
      fecha: '2031-05-10',
      turno: 'Vespertino',
      personas: 120,
      descuento: 0,
      adicionales: [],
    });
  });

  it('applies a code and staff’s discount: asked again, the discount lines shown', async () => {
    const { user } = renderWithProviders(<Harness initial={filled} />);
    const totals = screen.getByTestId('wizard-totals');
    await waitFor(
      () => expect(within(totals).getByTestId('quote-total').textContent).toBe('$18,000.00'),
      SETTLED,
    );
    await user.type(screen.getByRole('textbox', { name: 'Código de promoción (opcional)' }), 'staff10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(
      () => expect(within(totals).getByTestId('quote-total').textContent).toBe('$16,200.00'),
      SETTLED,
    );
    expect(within(totals).getByText('Descuento (código STAFF10)')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ codigo: 'STAFF10' });

    const descuento = screen.getByRole('textbox', { name: 'Descuento' });
    await user.clear(descuento);
    await user.type(descuento, '200');
    await waitFor(
      () => expect(within(totals).getByTestId('quote-total').textContent).toBe('$16,000.00'),
      SETTLED,
    );
    expect(within(totals).getByText('Descuento adicional')).toBeTruthy();
    // typing '200' asked once it settled, not once per key
    expect(sent.filter((b) => b.descuento === 2 || b.descuento === 20)).toEqual([]);
  });

  it('a refused code: the API’s message under the field and in the totals', async () => {
    const { user } = renderWithProviders(<Harness initial={filled} />);
    await user.type(screen.getByRole('textbox', { name: 'Código de promoción (opcional)' }), 'malo');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.getAllByText(PROMO_MSG.unknown)).toHaveLength(2), SETTLED);
    expect(within(screen.getByTestId('wizard-totals')).getByRole('alert').textContent).toBe(
      PROMO_MSG.unknown,
    );
  });

  it("says the first payment's minimum (docs/product.md §5)", () => {
    renderWithProviders(<Harness initial={{ ...filled, personas: '' }} />);
    expect(screen.getByText('Mínimo $500.00')).toBeTruthy();
  });

  it('asks nothing until branch, date, turno, package and head count are chosen, and says so', () => {
    renderWithProviders(<Harness initial={{ ...filled, personas: '' }} />);
    expect(screen.getByTestId('wizard-totals').textContent).toContain(
      'Elige la sucursal, la fecha, el turno, el paquete y el número de personas para calcular el total.',
    );
    expect(window.fetch).not.toHaveBeenCalled();
  });
});
