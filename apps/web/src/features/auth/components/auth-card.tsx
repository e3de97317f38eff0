import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The friendly card the account pages (activation, reset) share; `wide` for a form of two columns. */
export function AuthCard(props: {
  icon: ReactNode;
  title: string;
  text?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Center px="md" py={{ base: 40, sm: 72 }} mih="60vh" bg="linear-gradient(180deg, #fbf3fe 0%, #fff 100%)">
      <Paper
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        w="100%"
        maw={props.wide ? 600 : 440}
      >
        <Stack align="center" gap="xs" mb="lg">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            {props.icon}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center" c="#6c0e8a">
            {props.title}
          </Title>
          {props.text ? (
            <Text c="gray.7" ta="center">
              {props.text}
            </Text>
          ) : null}
        </Stack>
        {props.children}
      </Paper>
    </Center>
  );
}
