// The Mantine markup of the islands' text fields (decision 015: the contact form, the log-in dialog): the class
// names, CSS variables and data attributes Mantine 9 renders for the same TextInput and Textarea (its CSS is in
// the page already; app/contact-form-island.test.tsx compares each with Mantine's own render), without Mantine's
// code. Button, Stack and Alert are components/mantine-markup.tsx's.
import type { ReactNode } from 'react';
import { vars } from './mantine-markup.tsx';

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
