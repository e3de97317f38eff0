// Issue #24 "works without JavaScript" (decision 015): a public page's form posted by the browser itself (no
// JavaScript) is answered by the server, which renders the same page with the answer the app would show.
// The API makes the answer; the web app's server render shows it (and hands it to the app, which hydrates it).

import { isClosedMsg, isTooSoonMsg, type SlotState } from './slots.ts';

/** The availability check's answer (docs/product.md §5), as the form shows it under itself. */
export interface AvailabilityFormAnswer {
  /** the branch's id the form posted */
  lugar: string;
  /** the date and turno asked for; empty when the post did not name a valid one */
  fecha: string;
  turno: string;
  /** 'pronto': free or not, a family may not ask for it yet (the branch's lead time, issue #23.2) */
  state: SlotState | 'pronto' | 'error';
  /** the API's Spanish message */
  msg: string;
}

/** The answers a posted page is rendered with, by form. */
export interface PageFormAnswers {
  availability?: AvailabilityFormAnswer;
}

/**
 * The answer's state from the availability check's status and message (docs/product.md §5): 200 free; 409
 * closed, too soon for a family (issue #23.2) or taken; anything else an error. The app and the server's
 * no-JavaScript answer read it here alike.
 */
export function availabilityState(status: number, msg: string): AvailabilityFormAnswer['state'] {
  if (status === 200) return 'libre';
  if (status !== 409) return 'error';
  if (isClosedMsg(msg)) return 'cerrado';
  if (isTooSoonMsg(msg)) return 'pronto';
  return 'ocupado';
}
