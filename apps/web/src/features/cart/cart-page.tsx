import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { removeFromCart, useCartIds } from '../../components/cart/cart-store.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCartPackages } from './api/get-cart-packages.ts';
import { CartEmpty } from './components/cart-empty.tsx';
import { CartItem } from './components/cart-item.tsx';

// A package deleted (or an id that never existed) since it was added is dropped from the cart.
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** spec §2 /carrito: the packages in the cart, or 'Tu carrito está vacio'. */
export function CartPage() {
  const ids = useCartIds();
  const results = useCartPackages(ids);
  const goneIds = ids.filter((_, i) => isGone(results[i]?.error));
  const goneKey = goneIds.join(',');

  useEffect(() => {
    if (goneKey) removeFromCart(goneKey.split(','));
  }, [goneKey]);

  const visible = ids.map((id, i) => ({ id, result: results[i] })).filter(({ id }) => !goneIds.includes(id));
  return (
    <Container size="sm" py={{ base: 24, md: 48 }}>
      <PageMeta title="Tu carrito" description="Los paquetes que elegiste para tu fiesta." />
      <Title order={1} mb="lg">
        Tu carrito
      </Title>
      {visible.length === 0 ? (
        <CartEmpty />
      ) : (
        <Stack gap="md">
          {visible.map(({ id, result }) => (
            <QueryContent
              key={id}
              queries={[result]}
              errorTitle="No pudimos cargar este paquete"
              loading={<Skeleton height={132} radius="lg" />}
            >
              {() => <CartItem item={result.data!} onRemove={() => removeFromCart([id])} />}
            </QueryContent>
          ))}
          <Text size="sm" c="gray.7" mt="sm">
            Para apartar tu fecha, consulta la disponibilidad en la página de la sucursal o llámanos.
          </Text>
        </Stack>
      )}
    </Container>
  );
}
