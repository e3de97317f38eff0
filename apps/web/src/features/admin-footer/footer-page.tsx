import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { useFooter } from './api/get-footer.ts';
import { FooterForm } from './components/footer-form.tsx';

/** spec §2 /admin/footer. */
export function FooterPage() {
  const { user } = useSession();
  // DESIGN §3.1: footer and products are super_admin only, in the API and here
  if (user?.role !== 'super_admin') return <Navigate to="/admin" replace />;
  return <FooterPageContent />;
}

function FooterPageContent() {
  const footer = useFooter();
  return (
    <Stack>
      <PageMeta title="Footer | Administración" />
      <Title order={2}>Footer</Title>
      {footer.isLoading ? (
        <Center p="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : footer.isError || !footer.data ? (
        <Alert color="red" title="No se pudo cargar el footer">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{footer.isError ? errorMessage(footer.error) : 'No hay datos del footer'}</Text>
            <Button size="xs" onClick={() => footer.refetch()}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      ) : (
        // a new key after each save keeps the form in step with what the server stored
        <FooterForm key={footer.dataUpdatedAt} footer={footer.data} />
      )}
    </Stack>
  );
}
