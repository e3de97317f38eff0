import { Alert, Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { CONTRACT_LABELS } from '@salones/shared/event-contract';
import type { EventDto } from '@salones/shared/events';
import { mayBookEvents } from '@salones/shared/permissions';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { DownloadButton } from '../../components/download-button.tsx';
import { EventDetail } from '../../components/event-detail/event-detail.tsx';
import { FacturaButton, FacturaModal } from '../../components/factura/factura-modal.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useEvent } from '../../lib/api/events.ts';
import { useEventAcceptance } from '../../lib/api/payments.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { downloadContractPdf } from './api/download-contract-pdf.ts';
import classes from './contract-page.module.css';

function ContractError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isFinal =
    error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 400);
  return (
    <Alert color="red" title={isFinal ? 'No puedes ver este contrato' : 'No se pudo cargar el contrato'}>
      <Text mb="sm">{errorMessage(error)}</Text>
      <Group>
        {isFinal ? null : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        <Button size="xs" variant="default" component={Link} to="/">
          Ir al inicio
        </Button>
      </Group>
    </Alert>
  );
}

/** docs/product.md#2-screens-and-routes /pdf/{id}: the printable contract, on a page of its own. */
export function ContractPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const contract = useEvent(id, { enabled: session.isLoggedIn });
  // the terms the family accepted online, printed with the contract as the PDF prints them
  const accepted = useEventAcceptance(id, { enabled: session.isLoggedIn });
  // 'Solicitar factura', as on /pedidos: whoever may read the contract may ask for the event's factura
  const [invoicing, setInvoicing] = useState<EventDto | null>(null);
  if (!session.isLoading && !session.isLoggedIn) return <Navigate to="/" replace />;
  return (
    <main className={classes.page}>
      <PageMeta title={contract.data ? `Contrato · ${contract.data.name}` : 'Contrato del evento'} />
      {/* A way back — staff to the event, a customer to their orders */}
      {session.user ? (
        <Anchor
          component={Link}
          to={mayBookEvents(session.user) ? `/admin/event/edit/${id}` : '/pedidos'}
          className={`${classes.back} no-print`}
          size="sm"
        >
          <IconArrowLeft size={16} aria-hidden />
          {mayBookEvents(session.user) ? 'Volver al evento' : 'Volver a mis pedidos'}
        </Anchor>
      ) : null}
      <div className={classes.sheet}>
        {/* the contract waits for the session: until then its query is disabled, so still pending */}
        <QueryContent
          queries={[contract, accepted]}
          errorTitle="No se pudo cargar el contrato"
          loading={
            <Center py="xl">
              <LoadingSpinner label="Cargando contrato" />
            </Center>
          }
          renderError={(error, retry) => <ContractError error={error} onRetry={retry} />}
        >
          {() => (
            <Stack gap="lg">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={1} size="h2">
                    {CONTRACT_LABELS.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {contract.data!.lugar.sucursal} · {CONTRACT_LABELS.registrado}{' '}
                    {formatDateMx(contract.data!.fechaDeRegistro)}
                  </Text>
                </div>
                <Group gap="xs" className="no-print">
                  {/* The same contract as a PDF file made by the API */}
                  <DownloadButton download={() => downloadContractPdf(id)}>Descargar PDF</DownloadButton>
                  <FacturaButton event={contract.data!} onOpen={setInvoicing} size="sm" />
                  <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
                    Imprimir
                  </Button>
                </Group>
              </Group>
              <EventDetail event={contract.data!} contract={{ accepted: accepted.data ?? null }} />
            </Stack>
          )}
        </QueryContent>
      </div>
      <FacturaModal event={invoicing} onClose={() => setInvoicing(null)} />
    </main>
  );
}
