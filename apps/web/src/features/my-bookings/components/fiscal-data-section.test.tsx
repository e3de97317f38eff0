import { FISCAL_MSG } from '@salones/shared/fiscal/fiscal-data';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fiscalDataKey } from '../api/fiscal-data.ts';
import { FiscalDataSection } from './fiscal-data-section.tsx';

const USER = 'family-1';

/** A client whose cache already holds the account's fiscal data: no request leaves (test/setup.ts). */
function clientWith(stored: object | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fiscalDataKey(USER), stored);
  return client;
}

describe("/pedidos' 'Datos de facturación'", () => {
  it('checks every field before anything is sent, with the rules the API applies', async () => {
    const { user } = renderWithProviders(<FiscalDataSection userId={USER} email="mariana@example.com" />, {
      client: clientWith(null),
    });
    const form = screen.getByRole('form', { name: 'Datos de facturación' });
    expect(
      (within(form).getByLabelText('E-mail para tus facturas', { exact: false }) as HTMLInputElement).value,
    ).toBe('mariana@example.com');
    await user.type(within(form).getByLabelText('RFC', { exact: false }), 'MHTR930411799');
    await user.type(within(form).getByLabelText('Código postal fiscal'), '4100');
    await user.click(screen.getByRole('button', { name: 'Guardar datos de facturación' }));
    // a request would fail the test (test/setup.ts): these are the form's own checks
    expect(await screen.findByText(FISCAL_MSG.rfcCheckDigit)).toBeTruthy();
    expect(screen.getByText(FISCAL_MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(FISCAL_MSG.regimenRequired)).toBeTruthy();
    expect(screen.getByText(FISCAL_MSG.usoRequired)).toBeTruthy();
    expect(screen.getByText(FISCAL_MSG.postalCodeInvalid)).toBeTruthy();
  });

  it("shows what is stored, and offers the régimenes of the RFC's kind of person and the uses of the régimen", async () => {
    const { user } = renderWithProviders(<FiscalDataSection userId={USER} email="x@example.com" />, {
      client: clientWith({
        rfc: 'EKU9003173C9',
        razonSocial: 'Escuela Kemper Urgate',
        regimenFiscal: '601',
        codigoPostal: '26015',
        usoCfdi: 'G03',
        email: 'facturas@kemper.mx',
        actualizado: '2026-11-28T10:00:00.000Z',
      }),
    });
    expect((screen.getByLabelText('RFC', { exact: false }) as HTMLInputElement).value).toBe('EKU9003173C9');
    const regimen = screen.getAllByLabelText('Régimen fiscal').find((e) => e.tagName === 'INPUT');
    if (!regimen) throw new Error('no régimen field');
    await user.click(regimen);
    const regimenes = screen.getAllByRole('option').map((o) => o.textContent);
    // a company's RFC: 601 is offered, a salaried person's 605 is not
    expect(regimenes.some((r) => r?.startsWith('601'))).toBe(true);
    expect(regimenes.some((r) => r?.startsWith('605'))).toBe(false);
  });
});
