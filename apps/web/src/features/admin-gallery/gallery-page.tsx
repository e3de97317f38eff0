import { Stack } from '@mantine/core';
import type { GalleryImageDto } from '@salones/shared/media';
import { MSG } from '@salones/shared/messages';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BranchPageHeader } from '../../components/branch-page-header.tsx';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { ImageUploadModal } from '../../components/image-upload-modal.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useGallery } from '../../lib/api/gallery.ts';
import { usePlace } from '../../lib/api/places.ts';
import { useDeleteGalleryImage } from './api/delete-gallery-image.ts';
import { useUploadGalleryImage } from './api/upload-gallery-image.ts';
import { ImageGrid } from './components/image-grid.tsx';

/** docs/product.md#2-screens-and-routes /admin/gallery/{id}: the gallery of the branch with that uid. */
export function GalleryPage() {
  const placeId = useParams().id ?? '';
  const place = usePlace(placeId);
  const gallery = useGallery(placeId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<GalleryImageDto | null>(null);
  const upload = useUploadGalleryImage(() => setAdding(false));
  const remove = useDeleteGalleryImage(() => setDeleting(null));
  const title = place.data ? `Galería de ${place.data.sucursal}` : 'Galería';

  return (
    <Stack>
      <BranchPageHeader title={title} onAdd={() => setAdding(true)} canAdd={!!place.data} />
      <QueryContent
        queries={[place, gallery]}
        errorTitle="No se pudo cargar la galería"
        isEmpty={gallery.data?.length === 0}
        empty={MSG.galleryEmpty}
      >
        {() => <ImageGrid images={gallery.data!} onDelete={setDeleting} />}
      </QueryContent>
      <ImageUploadModal
        opened={adding}
        title={`Agregar imagen a ${place.data?.sucursal ?? 'la galería'}`}
        uploading={upload.isPending}
        onClose={() => setAdding(false)}
        onUpload={(file) => upload.mutate({ placeId, file })}
      />
      <ConfirmDeleteModal
        opened={!!deleting}
        name="esta imagen"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
