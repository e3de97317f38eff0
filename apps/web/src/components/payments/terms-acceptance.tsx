// The contract's current terms and the box that accepts them — the same step before the anticipo of a request and
// before the first online payment of an event (docs/architecture.md#money-online).
import { Checkbox, ScrollArea, Text } from '@mantine/core';
import { ACCEPT_LABEL, type TermsDto } from '@salones/shared/payments';

export function TermsAcceptance(props: {
  terms: TermsDto | undefined;
  loading: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { terms } = props;
  return (
    <>
      <Text fw={600}>Contrato{terms ? ` (versión ${terms.version})` : ''}</Text>
      {terms ? (
        <ScrollArea.Autosize mah={220} type="auto">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {terms.texto}
          </Text>
        </ScrollArea.Autosize>
      ) : (
        <Text c="dimmed">{props.loading ? 'Cargando contrato…' : 'Aún no hay un contrato publicado'}</Text>
      )}
      {terms ? (
        <Checkbox
          size="md"
          checked={props.checked}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
          label={ACCEPT_LABEL(terms.version)}
        />
      ) : null}
    </>
  );
}
