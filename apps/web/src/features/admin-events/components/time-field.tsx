import { TextInput, type TextInputProps } from '@mantine/core';
import { toTime24 } from '@salones/shared/dates';
import { IconClock } from '@tabler/icons-react';

/**
 * A time typed and shown on a 24-hour clock ('14:00'). The browser's time input follows the
 * device's locale, which for es-MX reads '02:00 p.m.'; this field keeps 'HH:MM' and reads '1400' or
 * '2 pm' as 14:00 when it loses focus.
 */
export function TimeField(
  props: Omit<TextInputProps, 'onChange' | 'value'> & {
    value?: string;
    onChange?: (value: string) => void;
  },
) {
  const { value, onChange, onBlur, ...rest } = props;
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm (24 h)"
      maxLength={10}
      leftSection={<IconClock size={16} aria-hidden />}
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.currentTarget.value)}
      onBlur={(e) => {
        const time = toTime24(e.currentTarget.value);
        if (time !== e.currentTarget.value) onChange?.(time);
        onBlur?.(e);
      }}
    />
  );
}
