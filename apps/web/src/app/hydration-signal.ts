// The entry (main.tsx) and the app (boot.tsx) meet here: the app says when the server-rendered page is
// hydrated, so the entry can replay a press it held until then (decision 008).
export const HYDRATED_EVENT = 'salones:hydrated';

/** What a press before hydration may land on: controls whose work needs the app (links work without it). */
const CONTROL =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="combobox"], input[type="submit"], input[type="checkbox"], input[type="radio"]';

/**
 * Until the app has hydrated, a click on a control is held (its handler is not attached yet, so it would do
 * nothing) and, once hydrated, the last one held is clicked again — a visitor's early tap is not lost.
 */
export function holdPressesUntilHydrated() {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  document.addEventListener('click', hold, true);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
    },
    { once: true },
  );
}
