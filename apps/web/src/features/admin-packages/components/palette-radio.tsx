import { Group, Radio } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * A radio group of colour swatches limited to one docs/product.md#9-business-constants-and-limits palette;
 * each swatch is named for screen readers.
 */
export function PaletteRadio(props: {
  label: string;
  palette: readonly { name: string; value: string }[];
  value?: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const selected = props.palette.find((c) => c.value.toLowerCase() === (props.value ?? '').toLowerCase());
  return (
    <Radio.Group
      label={props.label}
      description={selected ? `${selected.name} (${selected.value})` : undefined}
      value={selected?.value ?? ''}
      onChange={props.onChange}
      error={props.error}
    >
      <Group gap={8} mt={6}>
        {props.palette.map((color) => {
          const checked = color.value === selected?.value;
          return (
            <Radio.Card
              key={color.value}
              value={color.value}
              aria-label={`${color.name} ${color.value}`}
              title={`${color.name} ${color.value}`}
              w={34}
              h={34}
              radius="xl"
              bg={color.value}
              style={{
                display: 'grid',
                placeItems: 'center',
                border: '1px solid var(--mantine-color-gray-5)',
                outline: checked ? '3px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 2,
              }}
            >
              {checked ? (
                <IconCheck size={18} color={isLight(color.value) ? '#000' : '#fff'} aria-hidden />
              ) : null}
            </Radio.Card>
          );
        })}
      </Group>
    </Radio.Group>
  );
}

/** True when black reads better than white on this colour (relative luminance above ~0.45). */
function isLight(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45;
}
