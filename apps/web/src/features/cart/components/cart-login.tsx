import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { CART_PATH } from '../../../components/cart/cart-store.ts';
import { requestLogin } from '../../../lib/auth-prompt.ts';
import { loginPageHref } from '../../../lib/login-href.ts';

export const CART_LOGIN_TITLE = 'Inicia sesión para usar tu carrito';

/**
 * /carrito signed out — the cart needs an account; 'Iniciar sesión' opens the navbar's modal.
 * In the server's HTML it is a link to the log-in page (back to the cart), so it works without JavaScript.
 */
export function CartLogin() {
  return (
    <Stack align="center" gap="md" py={48} ta="center" data-testid="cart-login">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconLogin2 size={40} />
      </ThemeIcon>
      <Title order={2}>{CART_LOGIN_TITLE}</Title>
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
  );
}
