import { type ReactNode, useState } from 'react';
import './storefront-controls.css';

// The storefront's text field (storefront-controls.css): a label, the browser's own `<input>` or `<textarea>`,
// and its message under it, which the field names as its description. The field itself is the caller's (its
// ref, value, events), given `fieldProps`.

/**
 * A text field: its label, the field (`<input>` or `<textarea>`, given the props `fieldProps` returns) and, when
 * it has one, its message. `end`: what sits at the field's end (a password's eye, `PasswordToggle`; a select's
 * chevron).
 */
export function TextField({
  id,
  label,
  error,
  field,
  end,
}: {
  id: string;
  label: string;
  error?: string;
  field: ReactNode;
  end?: ReactNode;
}) {
  return (
    <div className="sf-field">
      <label className="sf-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div
        className="sf-field__control"
        data-error={error ? 'true' : undefined}
        data-with-end={end ? 'true' : undefined}
      >
        {field}
        {end}
      </div>
      {error ? (
        <p className="sf-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes of the field itself: its class, id, and its message as its description when it has one. */
export const fieldProps = ({ id, error }: { id: string; error?: string }) => ({
  className: 'sf-field__input',
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** Whether a password field shows what was typed, and its eye that switches it (`PasswordToggle`). */
export function usePasswordShown() {
  const [shown, setShown] = useState(false);
  return { shown, toggle: () => setShown((now) => !now) };
}

/**
 * A password field's eye, as the app's Mantine PasswordInput draws it: one name for both states ('Mostrar u
 * ocultar contraseña') and the state in `aria-pressed` (pressed: the password shows). Unlike Mantine's, it is
 * in the tab order, so a keyboard reaches it too.
 */
export function PasswordToggle(props: {
  fieldId: string;
  label: string;
  shown: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="sf-field__toggle"
      aria-label={props.label}
      aria-pressed={props.shown}
      aria-controls={props.fieldId}
      onClick={props.onToggle}
    >
      <svg viewBox="0 0 256 256" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16">
          {props.shown ? (
            <>
              <path d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
              <path d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6" />
            </>
          ) : (
            <>
              <path d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
              <circle cx="128" cy="128" r="40" />
            </>
          )}
        </g>
      </svg>
    </button>
  );
}
