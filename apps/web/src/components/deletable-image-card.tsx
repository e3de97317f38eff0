import { ActionIcon, Card, Image } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** An uploaded image (its thumbnail when there is one) with a delete icon on its corner. */
export function DeletableImageCard(props: {
  image: { thumb?: string | null; imagen: string };
  alt: string;
  height: number;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <Card padding={0} radius="md" withBorder pos="relative">
      <Image src={props.image.thumb || props.image.imagen} alt={props.alt} h={props.height} fit="cover" />
      <ActionIcon
        pos="absolute"
        top={8}
        right={8}
        color="red"
        variant="filled"
        aria-label={props.deleteLabel}
        onClick={props.onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Card>
  );
}
