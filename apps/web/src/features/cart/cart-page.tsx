import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { useEffect, useState } from 'react';
import { removeFromCart, useCartIds } from '../../components/cart/cart-store.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useCartPackages } from './api/get-cart-packages.ts';
import classes from './cart-page.module.css';
import { CartEmpty } from './components/cart-empty.tsx';
import { CartItem } from './components/cart-item.tsx';
import { RequestSent } from './components/request-sent.tsx';

// A package deleted (or an id that never existed) since it was added is dropped from the cart.
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** spec §2 /carrito: the packages in the cart, or 'Tu carrito está vacio'. */
export function CartPage() {
  const ids = useCartIds();
  // the cart is in localStorage: the server (and hydration) cannot know it, so no "empty" before it is read
  const hydrated = useHydrated();
  const results = useCartPackages(ids);
  const goneIds = ids.filter((_, i) => results[i]?.data === null || isGone(results[i]?.error));
  const goneKey = goneIds.join(',');
  const [sent, setSent] = useState<BookingRequestDto | null>(null);

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
      {sent ? <RequestSent request={sent} onClose={() => setSent(null)} /> : null}
      {!hydrated ? (
        // the empty cart's room until the app has read the cart; shown by CSS when the entry found it empty
        // (most visits: nothing moves), and a visitor with packages sees them appear in its place
        <Box className={classes.unreadCart}>
          <CartEmpty />
        </Box>
      ) : visible.length === 0 ? (
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
              {() => (
                <CartItem
                  item={result.data!}
                  onRemove={() => removeFromCart([id])}
                  onRequested={(request) => {
                    // issue #11.2: the requested package leaves the cart
                    removeFromCart([id]);
                    setSent(request);
                  }}
                />
              )}
            </QueryContent>
          ))}
          <Text size="sm" c="gray.7" mt="sm">
            Para apartar tu fecha, elige «Solicitar fecha» en un paquete: apartamos el turno mientras lo
            confirmamos.
          </Text>
        </Stack>
      )}
    </Container>
  );
}
