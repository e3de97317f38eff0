import { Box, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A promo code's field with its 'Aplicar' button beside the input (Enter applies too). `onApply` gets the code
 * as typed, trimmed; `error` shows under the field.
 */
export function PromoCodeInput(props: {
  initial?: string;
  error?: string;
  onApply: (codigo: string) => void;
}) {
  const [text, setText] = useState(props.initial ?? '');
  const apply = () => props.onApply(text.trim());
  return (
    <TextInput
      label="Código de promoción (opcional)"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply();
        }
      }}
      error={props.error}
      maxLength={30}
      // level at the top: with a refusal under it the input gets a bottom margin, which would lower a centred button
      inputContainer={(input) => (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Box flex={1}>{input}</Box>
          <Button variant="default" onClick={apply}>
            Aplicar
          </Button>
        </Group>
      )}
    />
  );
}
