// The Mantine markup the contact form's island draws (decision 015): the class names, CSS variables and data
// attributes Mantine 9 renders for the same TextInput, Textarea, Button (with its loading state), Stack and
// Alert — its CSS is in the page already; app/contact-form-island.test.tsx compares each with Mantine's own render —
// without Mantine's code.
import type { CSSProperties, ReactNode } from 'react';

type Vars = Record<`--${string}`, string>;
// CSS variables: React and Preact set each as a custom property
const vars = (style: Vars) => style as CSSProperties;

/** Mantine's Stack, gap sm (items stretched). */
export function StackMarkup({ children }: { children: ReactNode }) {
  return (
    <div
      className="m_6d731127 mantine-Stack-root"
      style={vars({
        '--stack-gap': 'var(--mantine-spacing-sm)',
        '--stack-align': 'stretch',
        '--stack-justify': 'flex-start',
      })}
    >
      {children}
    </div>
  );
}

/** The field wrapper's CSS variables (size sm; a message under it takes half a gap below the field). */
function inputVars({ error, multiline }: { error: boolean; multiline: boolean }) {
  return vars({
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
  });
}

/**
 * Mantine's TextInput (or, `multiline`, its Textarea): the label, the field's wrapper and, when it has one,
 * the field's message under it, which the field names as its description (`aria-describedby`).
 */
export function TextFieldMarkup({
  id,
  label,
  error,
  multiline = false,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  multiline?: boolean;
  /** the `<input>` or `<textarea>` itself, given the props returned by `fieldProps` */
  field: ReactNode;
}) {
  const component = multiline ? 'Textarea' : 'TextInput';
  const hasError = error ? 'true' : undefined;
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${component}-root`}
      data-size="sm"
      data-error={hasError}
    >
      <label
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${component}-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
        style={vars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
      >
        {label}
      </label>
      <div
        className={`m_6c018570 mantine-Input-wrapper mantine-${component}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={hasError}
        data-multiline={multiline ? 'true' : undefined}
        style={inputVars({ error: !!error, multiline })}
      >
        {field}
      </div>
      {error ? (
        <p
          className={`m_8f816625 mantine-InputWrapper-error mantine-${component}-error`}
          data-size="sm"
          id={`${id}-error`}
          style={vars({
            '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
          })}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes Mantine gives the field itself (`<input>` or `<textarea>`). */
export function fieldProps({
  id,
  error,
  multiline = false,
}: {
  id: string;
  error?: string;
  multiline?: boolean;
}) {
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${multiline ? 'Textarea' : 'TextInput'}-input`,
    'data-variant': 'default',
    'data-error': error ? 'true' : undefined,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

const BUTTON_CLASS =
  'mantine-focus-auto m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

/** Mantine's default Button (filled, the theme's colour) as a submit button with an icon, and its loading state. */
export function SubmitButtonMarkup({
  icon,
  label,
  loading,
}: {
  icon: ReactNode;
  label: string;
  loading: boolean;
}) {
  return (
    <button
      type="submit"
      // pressed, it sinks a little; not while it is sending
      className={loading ? BUTTON_CLASS : `${BUTTON_CLASS} mantine-active`}
      style={vars({ '--button-color': 'var(--mantine-color-white)' })}
      data-with-left-section="true"
      data-loading={loading ? 'true' : undefined}
      disabled={loading}
    >
      {loading ? (
        <span
          className="m_a25b86ee mantine-Button-loader"
          aria-hidden
          style={{
            transformOrigin: 'center',
            opacity: 1,
            transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
            transitionProperty: 'transform, opacity',
            transitionDuration: '150ms',
            transitionTimingFunction: 'ease',
            WebkitBackfaceVisibility: 'hidden',
          }}
        >
          <span
            className="m_5ae2e3c m_b34414df mantine-Loader-root"
            style={vars({
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            })}
          />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {icon}
        </span>
        <span className="m_811560b9 mantine-Button-label" data-loading={loading ? 'true' : undefined}>
          {label}
        </span>
      </span>
    </button>
  );
}

/** Tabler's 'send' icon as @tabler/icons-react draws it (18 px), without its package. */
export function SendIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="tabler-icon tabler-icon-send"
    >
      <path d="M10 14l11 -11" />
      <path d="M21 3l-6.5 18a.55 .55 0 0 1 -1 0l-3.5 -7l-7 -3.5a.55 .55 0 0 1 0 -1l18 -6.5" />
    </svg>
  );
}

/** app/theme.ts: the hues whose light variants draw dark text. */
const BRIGHT_HUES = new Set(['green', 'lime', 'yellow', 'orange', 'cyan', 'teal']);

/** Mantine's Alert, light, with a title or without. */
export function AlertMarkup({
  id,
  color,
  role,
  title,
  testId,
  children,
}: {
  id: string;
  color: string;
  role: string;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  const text = BRIGHT_HUES.has(color) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${color}-9)`;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: its role is 'alert' or 'status', which a title may name (as Mantine's Alert)
    <div
      id={id}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      style={vars({
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': text,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      })}
      role={role}
      data-testid={testId}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {title ? (
            <div className="m_6a03f287 mantine-Alert-title">
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          ) : null}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
