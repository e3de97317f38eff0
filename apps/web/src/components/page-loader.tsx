import { Center } from '@mantine/core';
import { LoadingSpinner } from './loading-spinner.tsx';

/** The centred spinner a screen shows while its data loads. */
export function PageLoader() {
  return (
    <Center p="xl">
      <LoadingSpinner />
    </Center>
  );
}
