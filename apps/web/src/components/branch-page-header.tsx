import { Anchor, Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from './page-meta.tsx';

/** The head of a branch's admin page (its gallery, its packages): the way back to the branches, title, Agregar. */
export function BranchPageHeader(props: { title: string; onAdd: () => void; canAdd: boolean }) {
  return (
    <>
      <PageMeta title={`${props.title} | Administración`} />
      <Anchor component={Link} to="/admin/places" size="sm">
        ← Sucursales
      </Anchor>
      <Group justify="space-between">
        <Title order={2}>{props.title}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.onAdd}
          disabled={!props.canAdd}
        >
          Agregar
        </Button>
      </Group>
    </>
  );
}
