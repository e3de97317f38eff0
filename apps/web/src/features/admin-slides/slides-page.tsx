import { Button, Group, Stack, Title } from '@mantine/core';
import type { SlideDto } from '@salones/shared/media';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { ImageUploadModal } from '../../components/image-upload-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useSlides } from '../../lib/api/slides.ts';
import { useDeleteSlide } from './api/delete-slide.ts';
import { useUploadSlide } from './api/upload-slide.ts';
import { SlideGrid } from './components/slide-grid.tsx';

/** docs/product.md#2-screens-and-routes /admin/slides: the home carousel's images, with add and delete. */
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
      <QueryContent
        queries={[slides]}
        errorTitle="No se pudieron cargar los slides"
        isEmpty={slides.data?.length === 0}
        empty="Aún no hay slides; la página de inicio muestra la imagen predeterminada"
      >
        {() => <SlideGrid slides={slides.data!} onDelete={setDeleting} />}
      </QueryContent>
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
