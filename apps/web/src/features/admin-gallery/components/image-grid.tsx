import { ActionIcon, Card, Image, SimpleGrid } from '@mantine/core';
import type { GalleryImageDto } from '@salones/shared/media';
import { IconTrash } from '@tabler/icons-react';

/** The branch's images, each with its delete icon (spec §2 /admin/gallery/{id}). */
export function ImageGrid(props: { images: GalleryImageDto[]; onDelete: (image: GalleryImageDto) => void }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {props.images.map((image, index) => (
        <Card key={image.uid} padding={0} radius="md" withBorder pos="relative">
          <Image
            src={image.thumb || image.imagen}
            alt={`Imagen ${index + 1} de la galería`}
            h={160}
            fit="cover"
          />
          <ActionIcon
            pos="absolute"
            top={8}
            right={8}
            color="red"
            variant="filled"
            aria-label={`Eliminar imagen ${index + 1}`}
            onClick={() => props.onDelete(image)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Card>
      ))}
    </SimpleGrid>
  );
}
