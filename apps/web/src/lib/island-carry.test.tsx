import { describe, expect, it, vi } from 'vitest';

// Two copies of the module, as on the page: the islands' build's (told it runs in an island) and the app's.
async function islandAndApp() {
  vi.resetModules();
  const island = await import('./island-carry.ts');
  island.runningInAnIsland();
  vi.resetModules();
  const app = await import('./island-carry.ts');
  return { island, app };
}

describe('what an island leaves for the app (lib/island-carry.ts)', () => {
  it('the island leaves what it shows; the app reads it until its part is on the page', async () => {
    const { island, app } = await islandAndApp();
    island.leaveForTheApp('availability-form:a1', { state: 'libre' });
    expect(app.isLeftForTheApp('availability-form:a1')).toBe(true);
    expect(app.leftByAnIsland('availability-form:a1')).toEqual({ state: 'libre' });
    expect(app.leftByAnIsland('availability-form:a1')).toEqual({ state: 'libre' }); // a second render too
    expect(island.leftByAnIsland('availability-form:a1')).toBeUndefined(); // an island starts from its props
    app.forgetLeft('availability-form:a1');
    expect(app.isLeftForTheApp('availability-form:a1')).toBe(false);
    expect(app.leftByAnIsland('availability-form:a1')).toBeUndefined();
  });

  it('only an island leaves anything, and showing nothing takes it back', async () => {
    const { island, app } = await islandAndApp();
    app.leaveForTheApp('availability-form:a2', { state: 'libre' });
    expect(app.isLeftForTheApp('availability-form:a2')).toBe(false);
    island.leaveForTheApp('availability-form:a2', { state: 'ocupado' });
    island.forgetLeft('availability-form:a2'); // the island's own copy forgets nothing
    expect(app.isLeftForTheApp('availability-form:a2')).toBe(true);
    island.leaveForTheApp('availability-form:a2', null);
    expect(app.isLeftForTheApp('availability-form:a2')).toBe(false);
  });
});
