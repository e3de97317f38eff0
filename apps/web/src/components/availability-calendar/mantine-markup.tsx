// The Mantine components the availability calendar shows, as the HTML Mantine 9 renders for them (class
// names, CSS variables, data attributes) without Mantine's code: the calendar runs in an island under
// preact/compat (decision 015), and Mantine's CSS is in the page already (app/public-styles.ts). Only the
// props the calendar uses; mantine-markup.test.tsx compares each with Mantine's own render.
import type { CSSProperties, ReactNode } from 'react';
import { type TablerIconName, TablerSvg } from '../icons/tabler-svg.tsx';

/** React and Preact both set a `--name` key of `style` as a custom property. */
type CssVars = Record<`--${string}`, string>;
const style = (vars: CssVars & CSSProperties) => vars as CSSProperties;

const BORDER_NONE = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';
const spacing = (value: 'xs' | 'md' | number) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;

/** `<VisuallyHidden>` */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}

/** `<Group gap justify wrap>` with the spacing, font size and colour style props the calendar gives it. */
export function Group(props: {
  children: ReactNode;
  gap?: 'xs' | 'md' | number;
  justify?: 'space-between';
  wrap?: 'nowrap';
  mt?: 'xs';
  mb?: 'xs';
  fz?: 'xs';
  c?: 'gray.7';
  'data-testid'?: string;
}) {
  return (
    <div
      className="m_4081bf90 mantine-Group-root"
      data-testid={props['data-testid']}
      style={style({
        '--group-gap': spacing(props.gap ?? 'md'),
        '--group-align': 'center',
        '--group-justify': props.justify ?? 'flex-start',
        '--group-wrap': props.wrap ?? 'wrap',
        ...(props.mt ? { marginTop: spacing(props.mt) } : {}),
        ...(props.mb ? { marginBottom: spacing(props.mb) } : {}),
        ...(props.fz ? { fontSize: `var(--mantine-font-size-${props.fz})` } : {}),
        ...(props.c ? { color: `var(--mantine-color-${props.c.replace('.', '-')})` } : {}),
      })}
    >
      {props.children}
    </div>
  );
}

/** `<Text span size="xs">`, optionally `hiddenFrom="xs"` */
export function SmallText({ children, hiddenFromXs }: { children: ReactNode; hiddenFromXs?: boolean }) {
  return (
    <span
      className={`mantine-focus-auto m_b6d8b162 mantine-Text-root${hiddenFromXs ? ' mantine-hidden-from-xs' : ''}`}
      data-size="xs"
      style={style({
        '--text-fz': 'var(--mantine-font-size-xs)',
        '--text-lh': 'var(--mantine-line-height-xs)',
      })}
    >
      {children}
    </span>
  );
}

/** `<Title order={3} size="h4">` */
export function MonthTitle({ children }: { children: ReactNode }) {
  return (
    <h3
      className="m_8a5d1357 mantine-Title-root"
      data-order="3"
      data-size="h4"
      aria-live="polite"
      style={style({
        '--title-fw': 'var(--mantine-h4-font-weight)',
        '--title-lh': 'var(--mantine-h4-line-height)',
        '--title-fz': 'var(--mantine-h4-font-size)',
      })}
    >
      {children}
    </h3>
  );
}

/** `<ActionIcon variant="light" size="lg" aria-label>` holding a 20 px icon (the theme's grape, its text shade 9) */
export function IconButton(props: {
  label: string;
  icon: TablerIconName;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${props.disabled ? '' : 'mantine-active '}m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant="light"
      data-size="lg"
      disabled={props.disabled}
      data-disabled={props.disabled || undefined}
      aria-label={props.label}
      onClick={props.onClick}
      style={style({
        '--ai-size': 'var(--ai-size-lg)',
        '--ai-bg': 'var(--mantine-color-grape-light)',
        '--ai-hover': 'var(--mantine-color-grape-light-hover)',
        '--ai-color': 'var(--mantine-color-grape-9)',
        '--ai-bd': BORDER_NONE,
      })}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <TablerSvg name={props.icon} size={20} />
      </span>
    </button>
  );
}

/**
 * components/load-error.tsx's look: `<Alert color="red" title>` holding the message and a light red xs
 * 'Reintentar' button. `id`: the alert's (Mantine makes one), its title's and message's ids derive from it.
 */
export function RetryAlert(props: { id: string; title: string; message: string; onRetry: () => void }) {
  return (
    <div
      id={props.id}
      className="m_66836ed3 mantine-Alert-root"
      role="alert"
      aria-describedby={`${props.id}-body`}
      aria-labelledby={`${props.id}-title`}
      style={style({
        '--alert-bg': 'var(--mantine-color-red-light)',
        '--alert-color': 'var(--mantine-color-red-9)',
        '--alert-bd': BORDER_NONE,
      })}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div className="m_6a03f287 mantine-Alert-title">
            <span id={`${props.id}-title`} className="m_698f4f23 mantine-Alert-label">
              {props.title}
            </span>
          </div>
          <div id={`${props.id}-body`} className="m_7fa78076 mantine-Alert-message">
            <div
              className="m_6d731127 mantine-Stack-root"
              style={style({
                '--stack-gap': 'var(--mantine-spacing-xs)',
                '--stack-align': 'flex-start',
                '--stack-justify': 'flex-start',
              })}
            >
              <p
                className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
                data-size="sm"
                style={style({
                  '--text-fz': 'var(--mantine-font-size-sm)',
                  '--text-lh': 'var(--mantine-line-height-sm)',
                })}
              >
                {props.message}
              </p>
              <button
                type="button"
                className="mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root"
                data-variant="light"
                data-size="xs"
                onClick={props.onRetry}
                style={style({
                  '--button-height': 'var(--button-height-xs)',
                  '--button-padding-x': 'var(--button-padding-x-xs)',
                  '--button-fz': 'var(--mantine-font-size-xs)',
                  '--button-bg': 'var(--mantine-color-red-light)',
                  '--button-hover': 'var(--mantine-color-red-light-hover)',
                  '--button-color': 'var(--mantine-color-red-9)',
                  '--button-bd': BORDER_NONE,
                })}
              >
                <span className="m_80f1301b mantine-Button-inner">
                  <span className="m_811560b9 mantine-Button-label">Reintentar</span>
                </span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
