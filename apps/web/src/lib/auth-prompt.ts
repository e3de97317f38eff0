import { useEffect } from 'react';

// A screen outside the auth feature (the cart's 'Solicitar fecha') asks for the log-in modal; the
// navbar's account corner, which owns that modal, opens it. An event keeps features from importing each other.
const OPEN_EVENT = 'auth-prompt-open';

/** How many modals listen in this copy of the module (the app's; an island's copy has none: decision 015). */
let listening = 0;

export const requestLogin = () => window.dispatchEvent(new Event(OPEN_EVENT));

/** Whether a log-in modal would answer requestLogin here: in the app, not in an island running without it. */
export const canPromptLogin = () => listening > 0;

export function useLoginRequests(open: () => void) {
  useEffect(() => {
    listening += 1;
    window.addEventListener(OPEN_EVENT, open);
    return () => {
      listening -= 1;
      window.removeEventListener(OPEN_EVENT, open);
    };
  }, [open]);
}
