import { CONFETTI_MS } from '@salones/shared/constants';
import Confetti from 'react-confetti';
import { createRoot } from 'react-dom/client';

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#9-business-constants-and-limits: confetti for 7000 ms
 * after an event is created. It lives in its own React root on document.body, so it keeps falling while the
 * app navigates to /admin/users, then removes itself.
 */
export function launchConfetti(durationMs: number = CONFETTI_MS) {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.dataset.testid = 'confetti';
  document.body.appendChild(host);
  const root = createRoot(host);
  const render = (recycle: boolean) =>
    root.render(
      <Confetti
        width={window.innerWidth}
        height={window.innerHeight}
        recycle={recycle}
        numberOfPieces={260}
        style={{ position: 'fixed', inset: 0, zIndex: 1000, pointerEvents: 'none' }}
      />,
    );
  render(true);
  // Stop producing new pieces a little before the end so the last ones fall off screen.
  window.setTimeout(() => render(false), Math.max(0, durationMs - 2500));
  window.setTimeout(() => {
    root.unmount();
    host.remove();
  }, durationMs);
}
