// Mantine's markup without Mantine's code, for the islands (decision 015): the class names, CSS variables and
// data attributes Mantine 9 renders for Button (with its loading state), Text, Stack and Alert — its CSS is in
// the page already. Each island's markup test compares what it draws with Mantine's own render
// (app/availability-form-markup.test.tsx, app/contact-form-island.test.tsx).
import type { CSSProperties, ReactNode } from 'react';

export type Vars = Record<`--${string}`, string>;
/** CSS variables: React and Preact set each as a custom property. */
export const vars = (style: Vars) => style as CSSProperties;

const BUTTON_CLASS =
  'mantine-focus-auto m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

interface ButtonLook {
  style: Vars;
  variant?: string;
}

/** Mantine's Button `variant="light"` of a colour (the theme's resolver: dark text on bright hues). */
export const lightButton = (color: string, text: string): ButtonLook => ({
  variant: 'light',
  style: {
    '--button-bg': `var(--mantine-color-${color}-light)`,
    '--button-hover': `var(--mantine-color-${color}-light-hover)`,
    '--button-color': text,
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  },
});
/** Mantine's default Button: filled in the theme's primary colour. */
export const FILLED_BUTTON: ButtonLook = { style: { '--button-color': 'var(--mantine-color-white)' } };

/** Mantine's Button, as a submit button (with its loading state) or a link, with an icon on its left or none. */
export function ButtonMarkup({
  href,
  icon,
  label,
  look = FILLED_BUTTON,
  loading = false,
  fullWidth = false,
  className,
  style,
}: {
  /** a link to it; else a submit button */
  href?: string;
  icon?: ReactNode;
  /** Mantine's `fullWidth` */
  fullWidth?: boolean;
  label: string;
  look?: ButtonLook;
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  // Mantine's press effect, except while it is loading (then disabled)
  const root = loading ? BUTTON_CLASS : `${BUTTON_CLASS} mantine-active`;
  const attrs = {
    className: className ? `${root} ${className}` : root,
    style: { ...vars(look.style), ...style },
    'data-variant': look.variant,
    'data-block': fullWidth ? 'true' : undefined,
    'data-with-left-section': icon ? 'true' : undefined,
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      {icon ? (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {icon}
        </span>
      ) : null}
      <span className="m_811560b9 mantine-Button-label" data-loading={loading ? 'true' : undefined}>
        {label}
      </span>
    </span>
  );
  if (href)
    return (
      <a href={href} {...attrs}>
        {inner}
      </a>
    );
  return (
    <button type="submit" {...attrs} disabled={loading} data-loading={loading ? 'true' : undefined}>
      {loading ? (
        <span
          className="m_a25b86ee mantine-Button-loader"
          aria-hidden
          // Mantine's Transition, entered
          style={{
            transformOrigin: 'center',
            opacity: 1,
            transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
            WebkitBackfaceVisibility: 'hidden',
            transitionDuration: '150ms',
            transitionProperty: 'transform, opacity',
            transitionTimingFunction: 'ease',
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
      {inner}
    </button>
  );
}

/** Mantine's Text, size sm (a `<p>`), in a colour of the theme or its own. */
export function TextMarkup({ children }: { children: ReactNode }) {
  return (
    <p
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size="sm"
      style={vars({
        '--text-fz': 'var(--mantine-font-size-sm)',
        '--text-lh': 'var(--mantine-line-height-sm)',
      })}
    >
      {children}
    </p>
  );
}

/** Mantine's Stack: its gap, and how its items line up across it. */
export function StackMarkup({
  gap,
  align,
  children,
}: {
  gap: 'xs' | 'sm';
  align: 'flex-start' | 'stretch';
  children: ReactNode;
}) {
  return (
    <div
      className="m_6d731127 mantine-Stack-root"
      style={vars({
        '--stack-gap': `var(--mantine-spacing-${gap})`,
        '--stack-align': align,
        '--stack-justify': 'flex-start',
      })}
    >
      {children}
    </div>
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
