import { Text, Title } from '@mantine/core';
import { acceptedTermsLine, CONTRACT_LABELS } from '@salones/shared/event-contract';
import type { EventAcceptance } from '@salones/shared/payments';

/** The terms the family accepted online, as that version read, and who accepted them when (as the PDF prints). */
export function AcceptedTerms({ accepted }: { accepted: EventAcceptance }) {
  return (
    <section aria-labelledby="event-detail-terms">
      <Title order={3} id="event-detail-terms" mb="sm">
        {CONTRACT_LABELS.terms.title(accepted.version)}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {accepted.texto}
      </Text>
      <Text size="sm" fs="italic" c="dimmed" mt="sm">
        {acceptedTermsLine(accepted)}
      </Text>
    </section>
  );
}
