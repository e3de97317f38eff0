import { Container, Skeleton, Stack } from '@mantine/core';
import type { PackageDetailDto } from '@salones/shared/packages';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePackage } from '../../lib/api/packages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { packageDetailOffer } from '../../lib/structured-data.ts';
import { PackageDetailView } from './components/package-detail-view.tsx';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * docs/product.md#2-screens-and-routes /{lugarname}/{id}: one package; unknown (or not of this branch) → the
 * not-found page.
 */
export function PackageDetailPage() {
  const { lugarname = '', id = '' } = useParams();
  const query = usePackage(id);
  const paquete = query.data;
  return (
    <QueryContent
      queries={[query]}
      errorTitle="No pudimos cargar el paquete"
      loading={
        <Container size="md" py="xl">
          <Stack>
            <Skeleton height={160} radius="lg" />
            <Skeleton height={20} />
            <Skeleton height={120} />
          </Stack>
        </Container>
      }
      renderError={(error, retry) =>
        isMissing(error) ? (
          <NotFoundPage />
        ) : (
          <Container size="md" py="xl">
            <LoadError title="No pudimos cargar el paquete" error={error} onRetry={retry} />
          </Container>
        )
      }
      isEmpty={!paquete || paquete.lugar.lugarname.toLowerCase() !== lugarname.toLowerCase()}
      empty={<NotFoundPage />}
    >
      {() => <PackageDetail paquete={paquete!} />}
    </QueryContent>
  );
}

function PackageDetail({ paquete }: { paquete: PackageDetailDto }) {
  return (
    <Container size="md" py={{ base: 24, md: 48 }}>
      <PageMeta
        title={`${paquete.name} - ${paquete.lugar.sucursal}`}
        description={
          paquete.descripcion ||
          `Paquete ${paquete.name} para fiestas infantiles en ${paquete.lugar.sucursal}.`
        }
        jsonLd={[packageDetailOffer(paquete)]}
      />
      <PackageDetailView paquete={paquete} />
    </Container>
  );
}
