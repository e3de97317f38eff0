// Decision 009: a press before the app has hydrated is held, and answered once it has — also when the app draws
// the pressed control anew at hydration (the cart page's 'Iniciar sesión' did: its press was lost).
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_EVENT, holdUntilHydrated } from './hydration-signal.ts';

/** The page's buttons named `names`, each counting the presses its handler hears. */
function drawButtons(names: string[]) {
  const presses = names.map(() => 0);
  document.body.replaceChildren(
    ...names.map((name, i) => {
      const button = document.createElement('button');
      button.textContent = name;
      button.addEventListener('click', () => {
        presses[i] += 1;
      });
      return button;
    }),
  );
  return { buttons: [...document.querySelectorAll('button')], presses };
}

afterEach(() => document.body.replaceChildren());

describe('holdUntilHydrated', () => {
  it('holds a press and gives it, once, to the control once the page is hydrated', () => {
    const { buttons, presses } = drawButtons(['Iniciar sesión']);
    holdUntilHydrated();
    buttons[0].click();
    expect(presses).toEqual([0]);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(presses).toEqual([1]);
  });

  it('gives a press to the control drawn anew in its place at hydration, the same one of its likes', () => {
    const before = drawButtons(['Iniciar sesión', 'Iniciar sesión', 'Ver más']);
    holdUntilHydrated();
    before.buttons[1].click();
    const after = drawButtons(['Ver más', 'Iniciar sesión', 'Iniciar sesión']);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(before.presses).toEqual([0, 0, 0]);
    expect(after.presses).toEqual([0, 0, 1]);
  });

  it('answers nothing when the pressed control is gone from the hydrated page', () => {
    drawButtons(['Iniciar sesión']);
    holdUntilHydrated();
    document.querySelector('button')?.click();
    const after = drawButtons(['Ver más']);
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(after.presses).toEqual([0]);
  });
});
