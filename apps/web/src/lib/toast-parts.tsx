import { CloseButton } from '@mantine/core';
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
 * A toast's message with the library's timer bar, drawn with the library's own classes: it runs for the
 * container's auto-close delay, pauses with the toast (hover, focus loss, drag) and closes the toast when it
 * ends. Decorative, so hidden from screen readers: the message is what they read.
 */
export function TimedToast({ closeToast, isPaused, toastProps, data }: ToastContentProps<string>) {
  if (toastProps.autoClose === false) return data;
  const look = `Toastify__progress-bar-theme--${toastProps.theme} Toastify__progress-bar--${toastProps.type}`;
  return (
    <>
      {data}
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
