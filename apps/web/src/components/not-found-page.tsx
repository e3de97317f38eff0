import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { useClubName } from '../lib/api/site.ts';
import { PageMeta } from './page-meta.tsx';

/**
 * docs/product.md#2-screens-and-routes: unknown routes (and a branch that does not load) show this, with a
 * way back home.
 */
export function NotFoundPage() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={`Página no encontrada | ${clubName}`} notFound />
      <Center mih="60vh" px="md" py={56}>
        <Stack align="center" gap="md" maw={480}>
          <img src={logoUrl} alt="" width={120} height={120} style={{ transform: 'rotate(-8deg)' }} />
          <Text fw={900} fz={64} lh={1} c="#6c0e8a" aria-hidden>
            404
          </Text>
          <Title order={1} size="h2" ta="center">
            {MSG.notFound}
          </Title>
          <Text c="gray.7" ta="center">
            Parece que los globos se llevaron esta página. ¡Pero la fiesta sigue en el inicio!
          </Text>
          <Button component={Link} to="/" size="md" radius="xl" leftSection={<IconHome size={18} />}>
            Volver al inicio
          </Button>
        </Stack>
      </Center>
    </>
  );
}
