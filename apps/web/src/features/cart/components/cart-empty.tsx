import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';

export function CartEmpty() {
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconShoppingCart size={40} />
      </ThemeIcon>
      <Title order={2}>{MSG.cartEmpty}</Title>
      <Text c="gray.7">Explora nuestras sucursales y agrega el paquete ideal para tu fiesta.</Text>
      <Button component={Link} to={{ pathname: '/', hash: 'sucursales' }}>
        Ver sucursales
      </Button>
    </Stack>
  );
}
