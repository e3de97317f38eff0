import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RequestActions } from './request-actions.tsx';

const request = (estado: string) =>
  ({
    uid: 'r1',
    user: 'family-1',
    userName: 'Ana',
    lastname: 'López',
    estado,
  }) as unknown as BookingRequestDto;

describe("A request's options", () => {
  it("offers 'WhatsApp' beside converting and rejecting, for any request, while the site sends WhatsApp", async () => {
    const onWhatsApp = vi.fn();
    const pending = renderWithProviders(
      <RequestActions request={request('pendiente')} onReject={vi.fn()} onWhatsApp={onWhatsApp} />,
    );
    expect(screen.getByRole('link', { name: 'Convertir en evento la solicitud de Ana López' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar la solicitud de Ana López' })).toBeTruthy();
    await pending.user.click(screen.getByRole('button', { name: 'Mensajes de WhatsApp de Ana López' }));
    expect(onWhatsApp).toHaveBeenCalledWith(expect.objectContaining({ uid: 'r1' }));
    pending.unmount();
    renderWithProviders(
      <RequestActions request={request('confirmada')} onReject={vi.fn()} onWhatsApp={onWhatsApp} />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['WhatsApp']);
  });

  it('offers nothing for a decided request while the site does not send WhatsApp', () => {
    const { container } = renderWithProviders(
      <RequestActions request={request('confirmada')} onReject={vi.fn()} />,
    );
    expect(container.querySelector('button, a')).toBeNull();
  });
});
