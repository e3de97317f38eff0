import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePackage } from './api/get-package.ts';
import { PackageDetailView } from './components/package-detail-view.tsx';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** spec §2 /{lugarname}/{id}: one package; unknown (or not of this branch) → the not-found page. */
export function PackageDetailPage() {
  const { lugarname = '', id = '' } = useParams();
  const { data: paquete, isLoading, error, refetch } = usePackage(id);

  if (isLoading) {
    return (
      <Container size="md" py="xl">
        <Stack>
          <Skeleton height={160} radius="lg" />
          <Skeleton height={20} />
          <Skeleton height={120} />
        </Stack>
      </Container>
    );
  }
  if (isMissing(error) || (paquete && paquete.lugar.lugarname.toLowerCase() !== lugarname.toLowerCase()))
    return <NotFoundPage />;
  if (error || !paquete) {
    return (
      <Container size="md" py="xl">
        <LoadError title="No pudimos cargar el paquete" error={error} onRetry={() => refetch()} />
      </Container>
    );
  }
  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <PageMeta
        title={`${paquete.name} - ${paquete.lugar.sucursal}`}
        description={
          paquete.descripcion ||
          `Paquete ${paquete.name} para fiestas infantiles en ${paquete.lugar.sucursal}.`
        }
      />
      <PackageDetailView paquete={paquete} />
    </Container>
  );
}
