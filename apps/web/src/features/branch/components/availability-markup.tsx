// The Mantine markup of the availability form's fields (decision 015): the class names, CSS variables and data
// attributes Mantine 9 renders for the same TextInput and NativeSelect (its CSS is in the page already;
// app/availability-form-markup.test.tsx compares each with Mantine's own render), without Mantine's code. Its
// Button, Text, Stack and Alert are components/mantine-markup.tsx's.
import type { ReactNode, Ref } from 'react';
import { type Vars, vars } from '../../../components/mantine-markup.tsx';

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
  /** `hidden`: kept in the field (a value may be set to it) but not offered */
  options: readonly { value: string; label: string; hidden?: boolean }[];
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
            <option key={option.value} value={option.value} hidden={option.hidden || undefined}>
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
