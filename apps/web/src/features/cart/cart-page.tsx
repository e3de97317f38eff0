import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { useEffect, useState } from 'react';
import { removeFromCart, useCartIds } from '../../components/cart/cart-store.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useCartPackages } from './api/get-cart-packages.ts';
import classes from './cart-page.module.css';
import { CartEmpty } from './components/cart-empty.tsx';
import { CartItem } from './components/cart-item.tsx';
import { CartLogin } from './components/cart-login.tsx';
import { RequestSent } from './components/request-sent.tsx';

/**
 * Without JavaScript no script marks <html>: the visitor is signed out and the server's cart is empty, so the
 * empty state and 'log in' show (a <noscript> style: inert where scripts run).
 */
const WITHOUT_JAVASCRIPT = `<noscript><style>.${classes.unreadCart}{visibility:visible}.${classes.whenEmpty},.${classes.whenSignedOut}{display:block}</style></noscript>`;

// A package deleted (or an id that never existed) since it was added is dropped from the cart.
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * docs/product.md#2-screens-and-routes /carrito: the packages in the cart, or 'Tu carrito está vacio' — for everyone, signed in or
 * not. Signed out, the way to log in follows: under the empty state, or above packages kept from an earlier
 * session.
 */
export function CartPage() {
  const ids = useCartIds();
  // the cart and the session are in localStorage: the server (and hydration) cannot know them, so neither
  // "empty" nor "log in" before they are read
  const hydrated = useHydrated();
  const session = useSession();
  const signedOut = !session.isLoading && !session.isLoggedIn; // read only once hydrated (below)
  const results = useCartPackages(ids);
  const goneIds = ids.filter((_, i) => results[i]?.data === null || isGone(results[i]?.error));
  const goneKey = goneIds.join(',');
  const [sent, setSent] = useState<BookingRequestDto | null>(null);

  useEffect(() => {
    if (goneKey) removeFromCart(goneKey.split(','));
  }, [goneKey]);

  const visible = ids.map((id, i) => ({ id, result: results[i] })).filter(({ id }) => !goneIds.includes(id));
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 24, md: 48 }}>
      <PageMeta title="Tu carrito" description="Los paquetes que elegiste para tu fiesta." />
      <Title order={1} mb="lg">
        Tu carrito
      </Title>
      {sent ? <RequestSent request={sent} onClose={() => setSent(null)} /> : null}
      {/* one tree before and after the app has read the cart and the session, so hydration draws nothing anew:
          a press held before the app (its 'Iniciar sesión') lands on the same control once it is hydrated */}
      <Box className={hydrated ? undefined : classes.unreadCart} data-reads-cart>
        {hydrated ? null : (
          // the room of what the app will show, until it has read the cart and the session: the page's inline
          // script marks them on <html> before the first paint and CSS shows the empty state to an empty cart,
          // and 'log in' under it to a signed-out visitor (nothing moves); packages appear under it once the app
          // has read them
          <div
            hidden
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module's class names
            dangerouslySetInnerHTML={{ __html: WITHOUT_JAVASCRIPT }}
          />
        )}
        <Box className={hydrated ? undefined : classes.whenEmpty}>
          {!hydrated || visible.length === 0 ? <CartEmpty /> : null}
        </Box>
        {/* packages kept from an earlier session: shown under the way to log in to request a date */}
        <Box
          className={hydrated ? undefined : classes.whenSignedOut}
          mb={hydrated && signedOut && visible.length > 0 ? 'md' : undefined}
        >
          {!hydrated || signedOut ? <CartLogin /> : null}
        </Box>
        {hydrated && visible.length > 0 ? (
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
                      // The requested package leaves the cart
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
        ) : null}
      </Box>
    </Container>
  );
}
