import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CART_PATH } from '../../../components/cart/cart-store.ts';
import { requestLogin } from '../../../lib/auth-prompt.ts';
import { loginPageHref } from '../../../lib/login-href.ts';

export const CART_LOGIN_TITLE = 'Inicia sesión para usar tu carrito';

/**
 * /carrito signed out: the cart needs an account. Below the spec's empty state when the cart is empty, above
 * the packages kept from an earlier session otherwise. 'Iniciar sesión' opens the navbar's modal; in the
 * server's HTML it is a link to the log-in page (back to the cart), so it works without JavaScript.
 */
export function CartLogin() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="cart-login">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          {CART_LOGIN_TITLE}
        </Title>
        <Text c="gray.7">
          Con tu cuenta guardas aquí los paquetes que elijas y solicitas la fecha de tu fiesta.
        </Text>
        <Button
          component="a"
          href={loginPageHref(CART_PATH)}
          role="button"
          onClick={(event) => {
            event.preventDefault();
            requestLogin();
          }}
        >
          Iniciar sesión
        </Button>
      </Stack>
    </Paper>
  );
}
