import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load (e.g. a network error fetching its code). */
export function RouteError() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={2}>Algo salió mal</Title>
        <Text>No pudimos mostrar esta página. Revisa tu conexión e intenta de nuevo.</Text>
        <Button onClick={() => window.location.reload()}>Reintentar</Button>
      </Stack>
    </Center>
  );
}
