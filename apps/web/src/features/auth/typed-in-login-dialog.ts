// What the log-in dialog's island hands the app's modal when the app takes the page over while the dialog is open
// (a cart page starts the app after its load: a visitor may be typing by then). The island leaves it as the
// visitor types (lib/island-carry.ts); the app's modal, opened in the dialog's place, shows the same form with the
// same fields filled and the focus where it was.
import { forgetLeft, leaveForTheApp, leftByAnIsland } from '../../lib/island-carry.ts';

export type AuthMode = 'login' | 'register';

export interface TypedInLoginDialog {
  mode: AuthMode;
  /** each named field's value; a checkbox's value when ticked, '' when not */
  values: Record<string, string>;
  /** the name of the field that had the focus */
  focused?: string;
}

const LEFT_KEY = 'login-dialog';

/** In the island: what its dialog shows now (`mode` null: closed, nothing to hand over). */
export function leaveTypedInLoginDialog(dialog: HTMLDialogElement | null, mode: AuthMode | null) {
  if (!dialog || !mode) return leaveForTheApp(LEFT_KEY, null);
  const values: Record<string, string> = {};
  for (const field of dialog.querySelectorAll<HTMLInputElement>('input[name]'))
    values[field.name] = field.type === 'checkbox' ? (field.checked ? field.value : '') : field.value;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && dialog.contains(active) ? active.name : undefined;
  const left: TypedInLoginDialog = { mode, values, focused };
  leaveForTheApp(LEFT_KEY, left);
}

/** In the app: what the island's dialog showed when the app took over, if it was open. */
export const typedInLoginDialog = () => leftByAnIsland<TypedInLoginDialog>(LEFT_KEY);

/** In the app, once its modal shows it: spent (a later opening starts empty). */
export const forgetTypedInLoginDialog = () => forgetLeft(LEFT_KEY);
