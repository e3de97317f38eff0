// The entry (main.tsx) and the app (boot.tsx) meet here: the app says when the server-rendered page is
// hydrated, so the entry can replay a press it held, and what was typed, until then (decisions 008, 009).
import { answeredByTheBrowser } from './answered-by-the-browser.ts';
import { HYDRATED_EVENT } from './hydrated-event.ts';
import { answeredByAnIsland } from './islands.ts';

export { HYDRATED_EVENT };

/** What a press before hydration may land on: controls whose work needs the app (links work without it). */
const CONTROL =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="combobox"], input[type="submit"], input[type="checkbox"], input[type="radio"]';

/**
 * Until the app has hydrated, what the visitor does to the page is kept, and given to the app once it has, in
 * the order it happened: the text typed into fields first, then the focus of the field the visitor is in (its
 * app opens what a focus opens: the date field's calendar), then the last press on a control. A visitor's early
 * taps are answered late, not lost.
 */
export function holdUntilHydrated() {
  const giveTyping = keepTypingUntilHydrated();
  const givePress = holdPressesUntilHydrated();
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      giveTyping();
      refocusField();
      givePress();
    },
    { once: true },
  );
}

/**
 * A held press's control, known again if the app draws it anew at hydration (the cart page's 'Iniciar sesión':
 * its room before the app gives way to the read cart): by its `data-key` when it has one, else by what it is
 * (its tag, role, text and link), and by its order among the page's shown controls that are the same.
 */
type HeldPress = { control: HTMLElement; likeness: string; index: number };

const likenessOf = (control: HTMLElement) =>
  control.dataset.key !== undefined
    ? `key:${control.dataset.key}`
    : [
        control.tagName,
        control.getAttribute('role'),
        control.getAttribute('href'),
        control.textContent?.trim(),
      ].join('|');

/** jsdom has no checkVisibility: there, every control counts as shown */
const shown = (control: HTMLElement) => control.checkVisibility?.() ?? true;

/** The page's shown controls like `likeness`, in the page's order. */
const controlsLike = (likeness: string) =>
  [...document.querySelectorAll<HTMLElement>(CONTROL)].filter(
    (control) => shown(control) && likenessOf(control) === likeness,
  );

function heldPress(control: HTMLElement): HeldPress {
  const likeness = likenessOf(control);
  return { control, likeness, index: controlsLike(likeness).indexOf(control) };
}

/** The control a held press was on, as the hydrated app renders it: itself, or the one drawn in its place. */
function pressedControl({ control, likeness, index }: HeldPress): HTMLElement | undefined {
  if (control.isConnected) return control;
  return index < 0 ? undefined : controlsLike(likeness)[index];
}

/**
 * Until the app has hydrated, a click on a control is held (its handler is not attached yet, so it would do
 * nothing); the returned function stops holding and clicks the last one held again, once.
 */
function holdPressesUntilHydrated() {
  let held: HeldPress | null = null;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL);
    // what the browser answers by itself (a native popover's button, the home's branch choices: holding it
    // would cancel it) needs no app, and an island's control is its island's (which holds it while not ready:
    // app/islands.ts): decision 015
    if (!control || answeredByTheBrowser(control) || answeredByAnIsland(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = heldPress(control);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    const control = held && pressedControl(held);
    held = null;
    control?.click();
  };
}

/**
 * The field the visitor is in, focused before the app was there to hear it, is focused again for the app:
 * React hears focus as `focusin`, so one is sent (the focus itself never left the field).
 */
function refocusField() {
  const field = document.activeElement;
  if (field?.matches(CONTROL)) return; // a control's own press is replayed
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Text fields a visitor may type into before the app runs (the branch page's date field, for one). */
type TextField = HTMLInputElement | HTMLTextAreaElement;
/**
 * Inputs whose `input` event is a choice, not text: a radio's value is its name for the choice (given again,
 * it would only be rewritten), and the browser keeps what was checked through the hydration (React 19).
 */
const CHECKABLE = new Set(['radio', 'checkbox']);

/**
 * Until the app has hydrated, what is typed into a text field is remembered; the returned function gives each
 * such field its text again as if typed (an `input` event React hears as a change), so the app's state has it
 * and its next render does not empty the field: nothing typed early is lost.
 */
function keepTypingUntilHydrated() {
  const typed = new Map<TextField, string>();
  const remember = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) return; // a choice, not typing
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed.set(field, field.value);
  };
  document.addEventListener('input', remember, true);
  return () => {
    document.removeEventListener('input', remember, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React took the field's text as it found it for what it last knew; it hears a change only from
      // that: so the field is emptied through React's own setter, filled through the element's, and told
      const proto = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
      field.value = '';
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

/**
 * A link followed inside an open native popover (the phone's menu: decision 015) closes it, as the drawer it
 * replaced did: an in-page link would otherwise scroll the page under a panel that stays open.
 */
export function closePopoverOnLink() {
  document.addEventListener('click', (event) => {
    const popover = (event.target as Element | null)
      ?.closest?.<HTMLElement>('a[href]')
      ?.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  });
}
