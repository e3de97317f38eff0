import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { requestLogin } from '../../../lib/auth-prompt.ts';

export const CART_LOGIN_TITLE = 'Inicia sesión para usar tu carrito';

/** Issue #28.1: /carrito signed out — the cart needs an account; 'Iniciar sesión' opens the navbar's modal. */
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
      <Button onClick={requestLogin}>Iniciar sesión</Button>
    </Stack>
  );
}
