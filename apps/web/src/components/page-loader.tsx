import { Center, Loader } from '@mantine/core';

/** The centred spinner a screen shows while its data loads. */
export function PageLoader() {
  return (
    <Center p="xl">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
