import { Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
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
        <PageLoader />
      ) : footer.isError || !footer.data ? (
        <LoadError
          title="No se pudo cargar el footer"
          error={footer.error}
          message={footer.isError ? undefined : 'No hay datos del footer'}
          onRetry={() => footer.refetch()}
        />
      ) : (
        // a new key after each save keeps the form in step with what the server stored
        <FooterForm key={footer.dataUpdatedAt} footer={footer.data} />
      )}
    </Stack>
  );
}
