import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SlideDto } from '@salones/shared/media';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { ImageUploadModal } from '../../components/image-upload-modal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useDeleteSlide } from './api/delete-slide.ts';
import { useSlides } from './api/list-slides.ts';
import { useUploadSlide } from './api/upload-slide.ts';
import { SlideGrid } from './components/slide-grid.tsx';

/** spec §2 /admin/slides: the home carousel's images, with add and delete. */
export function SlidesPage() {
  const slides = useSlides();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SlideDto | null>(null);
  const upload = useUploadSlide(() => setAdding(false));
  const remove = useDeleteSlide(() => setDeleting(null));

  return (
    <Stack>
      <PageMeta title="Slides | Administración" />
      <Group justify="space-between">
        <Title order={2}>Slides</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Agregar
        </Button>
      </Group>
      {slides.isLoading ? (
        <PageLoader />
      ) : slides.isError ? (
        <LoadError
          title="No se pudieron cargar los slides"
          error={slides.error}
          onRetry={() => slides.refetch()}
        />
      ) : slides.data?.slide.length ? (
        <SlideGrid slides={slides.data.slide} onDelete={setDeleting} />
      ) : (
        <Text c="dimmed" ta="center" p="xl">
          Aún no hay slides; la página de inicio muestra la imagen predeterminada
        </Text>
      )}
      <ImageUploadModal
        opened={adding}
        title="Agregar slide"
        uploading={upload.isPending}
        onClose={() => setAdding(false)}
        onUpload={(file) => upload.mutate(file)}
      />
      <ConfirmDeleteModal
        opened={!!deleting}
        name="este slide"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
