// Controls the browser answers by itself, with no script of ours (decision 015): a button that opens or closes
// a native popover (the phone's menu), and a native choice whose answer CSS shows (the home's branch selector).
// A press on one is not the visitor's move that starts the app (app/start-on-intent.ts: the app's evaluation, a
// long task, would come between the tap and its answer), nor a press the app holds (app/hydration-signal.ts:
// holding it, `preventDefault`, would cancel what the browser does). Entry code: a component marks its native
// choice with the attribute itself (importing this module from a page would split it out of the entry into a
// chunk of its own, one more request before the entry runs); its test checks the two agree.

/** `data-native-choice`: the wrapper of a native radio and its label whose answer is CSS's. */
const ANSWERED_BY_THE_BROWSER = '[popovertarget], [data-native-choice]';

/** Whether what happens on `target` (a press, a key, a focus) is the browser's to answer. */
export const answeredByTheBrowser = (target: EventTarget | null) =>
  !!(target as Element | null)?.closest?.(ANSWERED_BY_THE_BROWSER);
