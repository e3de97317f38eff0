import { Button, CloseButton, Group } from '@mantine/core';
import { WIDGET_LABELS } from '@salones/shared/messages';
import type { CloseButtonProps, ToastContentProps } from 'react-toastify';

// react-toastify names its close button 'close' and its progress bar 'notification timer', in English, and
// offers no option to rename the latter. The container swaps both for these parts (its `closeButton` and
// `customProgressBar` options), so a screen reader hears only Spanish.

export function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <CloseButton
      size="sm"
      aria-label={WIDGET_LABELS.toastClose}
      style={{ alignSelf: 'flex-start', flexShrink: 0 }}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    />
  );
}

/**
 * A toast's next step: a link (`href`, followed by `onClick` when given — the app's navigation)
 * or a button (`onClick` alone). The toast closes when it is used.
 */
export interface ToastAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

export interface ToastData {
  msg: string;
  action?: ToastAction;
}

function ActionControl({ action, closeToast }: { action: ToastAction; closeToast: () => void }) {
  const run = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.stopPropagation();
    if (action.href && action.onClick) event.preventDefault();
    action.onClick?.();
    closeToast();
  };
  // at least 32 px high: a target a thumb can hit (WCAG 2.5.8 asks 24)
  const look = { size: 'xs', h: 32, variant: 'light', color: 'grape', radius: 'xl' } as const;
  return action.href ? (
    <Button component="a" href={action.href} onClick={run} {...look}>
      {action.label}
    </Button>
  ) : (
    <Button type="button" onClick={run} {...look}>
      {action.label}
    </Button>
  );
}

/**
 * A toast's message with the library's timer bar, drawn with the library's own classes: it runs for the
 * container's auto-close delay, pauses with the toast (hover, focus loss, drag) and closes the toast when it
 * ends. Decorative, so hidden from screen readers: the message is what they read.
 */
export function TimedToast({ closeToast, isPaused, toastProps, data }: ToastContentProps<ToastData>) {
  const body = data.action ? (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <span>{data.msg}</span>
      <ActionControl action={data.action} closeToast={() => closeToast()} />
    </Group>
  ) : (
    data.msg
  );
  if (toastProps.autoClose === false) return body;
  const look = `Toastify__progress-bar-theme--${toastProps.theme} Toastify__progress-bar--${toastProps.type}`;
  return (
    <>
      {body}
      <div className="Toastify__progress-bar--wrp" aria-hidden>
        <div className={`Toastify__progress-bar--bg ${look}`} />
        <div
          className={`Toastify__progress-bar Toastify__progress-bar--animated ${look}`}
          style={{
            animationDuration: `${toastProps.autoClose}ms`,
            animationPlayState: isPaused ? 'paused' : 'running',
          }}
          onAnimationEnd={() => closeToast()}
        />
      </div>
    </>
  );
}
