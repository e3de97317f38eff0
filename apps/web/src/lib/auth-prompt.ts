import { useEffect } from 'react';

// Issue #11.2: a screen outside the auth feature (the cart's 'Solicitar fecha') asks for the log-in modal; the
// navbar's account corner, which owns that modal, opens it. An event keeps features from importing each other.
const OPEN_EVENT = 'auth-prompt-open';

export const requestLogin = () => window.dispatchEvent(new Event(OPEN_EVENT));

export function useLoginRequests(open: () => void) {
  useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [open]);
}
