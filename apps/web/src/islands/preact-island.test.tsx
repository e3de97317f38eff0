// An island's hydration runs its first updates before it returns (preact-island.ts): what its layout effects set is
// on the page at once, so a press held for it is answered in the same task, not a frame later.
import { h } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { islandOf } from './preact-island.ts';

/** What the server drew ('cargando'), and what the island knows once it runs ('libre'), set by a layout effect. */
function Turno({ known }: { known: string }) {
  const [state, setState] = useState('cargando');
  useLayoutEffect(() => setState(known), [known]);
  return h('button', { type: 'button', 'data-state': state }, state);
}

/** An island whose state the test sets after its hydration. */
let later: (state: string) => void = () => {};
function Later() {
  const [state, setState] = useState('antes');
  later = setState;
  return h('span', null, state);
}

describe('an island’s hydration', () => {
  it('returns with its layout effects’ updates drawn, and later updates still come', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button" data-state="cargando">cargando</button>';
    document.body.append(container);
    const unmount = islandOf(Turno).hydrate(container, { known: 'libre' });
    // no microtask has run yet: Preact's own schedule would still show the server's HTML here
    expect(container.innerHTML).toBe('<button type="button" data-state="libre">libre</button>');

    const other = document.createElement('div');
    other.innerHTML = '<span>antes</span>';
    islandOf(Later).hydrate(other, {});
    later('después'); // an update after the hydration: on Preact's schedule, a microtask later
    expect(other.textContent).toBe('antes');
    await Promise.resolve();
    expect(other.textContent).toBe('después');
    unmount();
    expect(container.innerHTML).toBe('');
  });
});
