import { SimpleGrid } from '@mantine/core';
import type { GalleryImageDto } from '@salones/shared/media';
import { DeletableImageCard } from '../../../components/deletable-image-card.tsx';

/**
 * The branch's images, each with its delete icon (docs/product.md#2-screens-and-routes /admin/gallery/{id}).
 */
export function ImageGrid(props: { images: GalleryImageDto[]; onDelete: (image: GalleryImageDto) => void }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {props.images.map((image, index) => (
        <DeletableImageCard
          key={image.uid}
          image={image}
          alt={`Imagen ${index + 1} de la galería`}
          height={160}
          deleteLabel={`Eliminar imagen ${index + 1}`}
          onDelete={() => props.onDelete(image)}
        />
      ))}
    </SimpleGrid>
  );
}
