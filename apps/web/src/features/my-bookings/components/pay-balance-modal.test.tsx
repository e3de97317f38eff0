import type { EventDto } from '@salones/shared/events';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PayBalanceModal } from './pay-balance-modal.tsx';

describe("'Pagar saldo' on /pedidos", { timeout: 20_000 }, () => {
  it('says the balance and the minimum payment', () => {
    const event = { uid: 'e1', name: 'Fiesta de Ana', adeudo: 8_250.5 } as EventDto;
    renderWithProviders(<PayBalanceModal event={event} onClose={() => {}} />);
    expect(screen.getByText(/^Fiesta de Ana: saldo de/).textContent).toBe(
      'Fiesta de Ana: saldo de $8,250.50. Puedes pagarlo completo o abonar al menos $500.',
    );
  });
});
