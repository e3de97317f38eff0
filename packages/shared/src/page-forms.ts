// Issue #24 "works without JavaScript" (decision 015): a public page's form posted by the browser itself (no
// JavaScript) is answered by the server, which renders the same page with the answer the app would show.
// The API makes the answer; the web app's server render shows it (and hands it to the app, which hydrates it).

import type { SlotState } from './slots.ts';

/** The availability check's answer (docs/product.md §5), as the form shows it under itself. */
export interface AvailabilityFormAnswer {
  /** the branch's id the form posted */
  lugar: string;
  /** the date and turno asked for; empty when the post did not name a valid one */
  fecha: string;
  turno: string;
  state: SlotState | 'error';
  /** the API's Spanish message */
  msg: string;
}

/** The answers a posted page is rendered with, by form. */
export interface PageFormAnswers {
  availability?: AvailabilityFormAnswer;
}
