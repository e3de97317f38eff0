import { Stack, Title } from '@mantine/core';
import { mayManageFooter } from '@salones/shared/permissions';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useFooter } from '../../lib/api/footer.ts';
import { useSession } from '../../lib/session.ts';
import { FooterForm } from './components/footer-form.tsx';

/** docs/product.md §2 /admin/footer. */
export function FooterPage() {
  const { user } = useSession();
  // docs/architecture.md §3.1: footer and products are super_admin only, in the API and here
  if (!mayManageFooter(user)) return <Navigate to="/admin" replace />;
  return <FooterPageContent />;
}

function FooterPageContent() {
  const footer = useFooter();
  return (
    <Stack>
      <PageMeta title="Footer | Administración" />
      <Title order={2}>Footer</Title>
      <QueryContent
        queries={[footer]}
        errorTitle="No se pudo cargar el footer"
        isEmpty={!footer.data}
        empty={
          <LoadError
            title="No se pudo cargar el footer"
            error={null}
            message="No hay datos del footer"
            onRetry={() => footer.refetch()}
          />
        }
      >
        {/* a new key after each save keeps the form in step with what the server stored */}
        {() => <FooterForm key={footer.dataUpdatedAt} footer={footer.data!} />}
      </QueryContent>
    </Stack>
  );
}
