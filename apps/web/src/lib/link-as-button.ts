import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * A control that is a real link in the server's HTML (it works without JavaScript) and a button once
 * the app runs (`act` instead of following it). Announced as a button; a press before the app has started is
 * held and replayed like any button's. A link opened in another tab or window stays a link.
 */
export function linkAsButton(act: () => void) {
  const press = (event: MouseEvent | KeyboardEvent) => {
    if ('button' in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
    event.preventDefault();
    act();
  };
  return {
    role: 'button',
    onClick: press,
    // a button is pressed with Space too (Enter follows the link, which the click handler turns into `act`)
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ') press(event);
    },
  } as const;
}
