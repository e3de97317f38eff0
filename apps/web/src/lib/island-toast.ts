// The toasts of the islands (docs/decisions/015): react-toastify's look (its light theme, top-right, full
// width on a phone, the timer bar) drawn with the DOM alone, so an island that answers with a toast needs
// neither react-toastify nor its stylesheet (which comes with the app). The same Spanish texts as the app's
// toasts (lib/toast.ts), with the same roles: a screen reader hears them alike.
import { TOAST_AUTO_CLOSE_MS } from '@salones/shared/constants';
import { WIDGET_LABELS } from '@salones/shared/messages';

/** The toast's next step: a link when it has `href`, else a button. */
export interface IslandToastAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

type Kind = 'success' | 'warning' | 'error';

const ICON_PATH: Record<Kind, string> = {
  success:
    'M12 0a12 12 0 1012 12A12.014 12.014 0 0012 0zm6.927 8.2l-6.845 9.289a1.011 1.011 0 01-1.43.188l-4.888-3.908a1 1 0 111.25-1.562l4.076 3.261 6.227-8.451a1 1 0 111.61 1.183z',
  warning:
    'M23.32 17.191L15.438 2.184C14.728.833 13.416 0 11.996 0c-1.42 0-2.733.833-3.443 2.184L.533 17.448a4.744 4.744 0 000 4.368C1.243 23.167 2.555 24 3.975 24h16.05C22.22 24 24 22.044 24 19.632c0-.904-.251-1.746-.68-2.44zm-9.622 1.46c0 1.033-.724 1.823-1.698 1.823s-1.698-.79-1.698-1.822v-.043c0-1.028.724-1.822 1.698-1.822s1.698.79 1.698 1.822v.043zm.039-12.285l-.84 8.06c-.057.581-.408.943-.897.943-.49 0-.84-.367-.896-.942l-.84-8.065c-.057-.624.25-1.095.779-1.095h1.91c.528.005.84.476.784 1.1z',
  error:
    'M11.983 0a12.206 12.206 0 00-8.51 3.653A11.8 11.8 0 000 12.207 11.779 11.779 0 0011.8 24h.214A12.111 12.111 0 0024 11.791 11.766 11.766 0 0011.983 0zM10.5 16.542a1.476 1.476 0 011.449-1.53h.027a1.527 1.527 0 011.523 1.47 1.475 1.475 0 01-1.449 1.53h-.027a1.529 1.529 0 01-1.523-1.47zM11 12.5v-6a1 1 0 012 0v6a1 1 0 11-2 0z',
};
const COLOR: Record<Kind, string> = { success: '#07bc0c', warning: '#f1c40f', error: '#e74c3c' };

// react-toastify's light theme (ReactToastify.css), in its own names so it never meets the app's toasts' rules
const CSS = `
.island-toasts{position:fixed;z-index:9999;top:max(16px,env(safe-area-inset-top));right:max(16px,env(safe-area-inset-right));display:flex;flex-direction:column;align-items:end;color:#757575}
.island-toast{position:relative;display:flex;align-items:center;gap:10px;box-sizing:border-box;width:320px;min-height:64px;max-height:800px;margin-bottom:1rem;padding:14px;border-radius:6px;background:#fff;box-shadow:0 4px 12px rgba(0,0,0,.1);overflow:hidden;font-family:sans-serif;color:#757575}
.island-toast__icon{width:22px;flex-shrink:0;display:flex}
.island-toast__body{flex:1;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:10px}
.island-toast__action{display:inline-flex;align-items:center;height:32px;padding:0 14px;border:0;border-radius:2rem;background:var(--mantine-color-grape-light);color:var(--mantine-color-grape-9);font:600 var(--mantine-font-size-xs)/1 var(--mantine-font-family);text-decoration:none;cursor:pointer}
.island-toast__close{align-self:flex-start;flex-shrink:0;width:28px;height:28px;padding:0;border:0;border-radius:4px;background:transparent;color:#757575;font-size:18px;line-height:1;cursor:pointer}
.island-toast__timer{position:absolute;left:0;bottom:0;height:5px;width:100%;transform-origin:left;animation:island-toast-timer linear forwards}
.island-toast:hover .island-toast__timer{animation-play-state:paused}
@keyframes island-toast-timer{from{transform:scaleX(1)}to{transform:scaleX(0)}}
@media only screen and (max-width:480px){.island-toasts{top:env(safe-area-inset-top);right:auto;left:env(safe-area-inset-left);width:100vw}.island-toast{width:100%;margin-bottom:0;border-radius:0}}
`;

/**
 * Where the toasts go: an open modal dialog (the log-in dialog's island) makes the rest of the page inert and
 * covers it, so they go into it while it is open (fixed, they still show at the window's corner), else the body.
 */
function toastHost(): HTMLElement {
  try {
    return document.querySelector<HTMLElement>('dialog:modal') ?? document.body;
  } catch {
    return document.body; // a browser without `:modal`
  }
}

function region(): HTMLElement {
  const found = document.getElementById('island-toasts');
  if (found) {
    const host = toastHost();
    if (found.parentElement !== host) host.append(found);
    return found;
  }
  if (!document.getElementById('island-toasts-css')) {
    const style = document.createElement('style');
    style.id = 'island-toasts-css';
    style.textContent = CSS;
    document.head.append(style);
  }
  const section = document.createElement('section');
  section.id = 'island-toasts';
  section.className = 'island-toasts';
  section.setAttribute('aria-label', WIDGET_LABELS.toastRegion);
  toastHost().append(section);
  return section;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Shows a toast (newest on top) that closes by itself after the app's delay, or with its close button. */
export function showIslandToast(kind: Kind, msg: string, action?: IslandToastAction) {
  const toast = element('div', 'island-toast');
  toast.setAttribute('role', 'alert');
  toast.dataset.kind = kind;
  const icon = element('div', 'island-toast__icon');
  icon.innerHTML = `<svg viewBox="0 0 24 24" width="100%" height="100%" fill="${COLOR[kind]}" aria-hidden="true"><path d="${ICON_PATH[kind]}"/></svg>`;
  const body = element('div', 'island-toast__body');
  body.append(element('span', '', msg));
  const close = () => toast.remove();
  if (action) {
    const control = action.href
      ? element('a', 'island-toast__action', action.label)
      : element('button', 'island-toast__action', action.label);
    if (control instanceof HTMLAnchorElement) control.href = action.href!;
    else (control as HTMLButtonElement).type = 'button';
    control.addEventListener('click', () => {
      action.onClick?.();
      close();
    });
    body.append(control);
  }
  const closeButton = element('button', 'island-toast__close', '×');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', WIDGET_LABELS.toastClose);
  closeButton.addEventListener('click', close);
  const timer = element('div', 'island-toast__timer');
  timer.setAttribute('aria-hidden', 'true');
  timer.style.background = COLOR[kind];
  timer.style.animationDuration = `${TOAST_AUTO_CLOSE_MS}ms`;
  timer.addEventListener('animationend', close);
  toast.append(icon, body, closeButton, timer);
  region().prepend(toast);
  return toast;
}
