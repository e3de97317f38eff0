// The Mantine markup the availability form's island draws (decision 015): the class names, CSS variables and
// data attributes Mantine 9 renders for the same TextInput, NativeSelect, Button, Text and Alert (its CSS is in
// the page already; app/availability-form-markup.test.tsx compares each with Mantine's own render), without Mantine's code.
import type { CSSProperties, ReactNode, Ref } from 'react';

type Vars = Record<`--${string}`, string>;
const vars = (style: Vars) => style as CSSProperties;

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

/** Mantine's Button, as a submit button (with its loading state) or a link, with an icon on its left. */
export function ButtonMarkup({
  href,
  icon,
  label,
  look = FILLED_BUTTON,
  loading = false,
  className,
  style,
}: {
  /** a link to it; else a submit button */
  href?: string;
  icon: ReactNode;
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
    'data-with-left-section': 'true',
  };
  const inner = (
    <span className="m_80f1301b mantine-Button-inner">
      <span className="m_a74036a mantine-Button-section" data-position="left">
        {icon}
      </span>
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

/** Mantine's Stack (gap xs, items to the start). */
export function StackMarkup({ children }: { children: ReactNode }) {
  return (
    <div
      className="m_6d731127 mantine-Stack-root"
      style={vars({
        '--stack-gap': 'var(--mantine-spacing-xs)',
        '--stack-align': 'flex-start',
        '--stack-justify': 'flex-start',
      })}
    >
      {children}
    </div>
  );
}

/** Mantine's Alert, light, with a title, named by it (`role="region"`: the toast announces the answer). */
export function AlertMarkup({
  id,
  color,
  title,
  children,
  testId,
}: {
  id: string;
  color: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const text = BRIGHT_HUES.has(color) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${color}-9)`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's Alert is a div (the markup its CSS and the app's render expect)
    <div
      id={id}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      style={vars({
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': text,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      })}
      role="region"
      data-testid={testId}
      aria-describedby={`${id}-body`}
      aria-labelledby={`${id}-title`}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div className="m_6a03f287 mantine-Alert-title">
            <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
              {title}
            </span>
          </div>
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/** app/theme.ts: the hues whose light variants draw dark text. */
const BRIGHT_HUES = new Set(['green', 'lime', 'yellow', 'orange', 'cyan', 'teal']);

const INPUT_VARS: Vars = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
};

/** Mantine's input wrapper (InputWrapper) with its label, around `children` (the wrapper and the field). */
function InputWrapperMarkup({
  id,
  label,
  component,
  children,
}: {
  id: string;
  label: string;
  /** Mantine's own name of the component: TextInput, NativeSelect */
  component: string;
  children: ReactNode;
}) {
  return (
    <div className={`m_46b77525 mantine-InputWrapper-root mantine-${component}-root`} data-size="sm">
      <label
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${component}-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
        style={vars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** Mantine's TextInput `type="date"`: the browser's own date picker in Mantine's look. */
export function DateInputMarkup({
  id,
  label,
  name,
  defaultValue,
  min,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  min: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: () => void;
}) {
  return (
    <InputWrapperMarkup id={id} label={label} component="TextInput">
      <div
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        style={vars(INPUT_VARS)}
      >
        <input
          ref={inputRef}
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          type="date"
          name={name}
          min={min}
          defaultValue={defaultValue}
          onChange={onChange}
          id={id}
        />
      </div>
    </InputWrapperMarkup>
  );
}

const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** Mantine's NativeSelect: the browser's own select in Mantine's look, with Mantine's chevron. */
export function SelectMarkup({
  id,
  label,
  name,
  options,
  defaultValue,
  selectRef,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  selectRef?: Ref<HTMLSelectElement>;
  onChange?: () => void;
}) {
  return (
    <InputWrapperMarkup id={id} label={label} component="NativeSelect">
      <div
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="sm"
        data-pointer="true"
        data-with-right-section="true"
        style={vars({ ...INPUT_VARS, '--input-right-section-pointer-events': 'none' })}
      >
        <select
          ref={selectRef}
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          name={name}
          defaultValue={defaultValue}
          onChange={onChange}
          id={id}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <svg
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-combobox-chevron="true"
            data-size="sm"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            style={vars({ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' })}
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </InputWrapperMarkup>
  );
}
