import { ActionIcon, Card, Image, SimpleGrid } from '@mantine/core';
import type { SlideDto } from '@salones/shared/media';
import { IconTrash } from '@tabler/icons-react';

/** Slides of the home carousel, wide like the carousel, each with its delete icon. */
export function SlideGrid(props: { slides: SlideDto[]; onDelete: (slide: SlideDto) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {props.slides.map((slide, index) => (
        <Card key={slide.uid} padding={0} radius="md" withBorder pos="relative">
          <Image src={slide.thumb || slide.imagen} alt={`Slide ${index + 1}`} h={180} fit="cover" />
          <ActionIcon
            pos="absolute"
            top={8}
            right={8}
            color="red"
            variant="filled"
            aria-label={`Eliminar slide ${index + 1}`}
            onClick={() => props.onDelete(slide)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Card>
      ))}
    </SimpleGrid>
  );
}
