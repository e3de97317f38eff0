import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  RECURSO_NOMBRE_MAX,
  RECURSO_TIPO_LABELS,
  RECURSO_TIPOS,
  RecursoCreateSchema,
  type RecursoDto,
  type RecursoTipo,
} from '@salones/shared/recursos';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { CARD_LIST, TableOrCards } from '../../../components/table-or-cards.tsx';
import {
  recursoFields,
  useCreateRecurso,
  useDeleteRecurso,
  useRecursos,
  useUpdateRecurso,
} from '../../../lib/api/recursos.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { ActiveBadge, type ActiveItemHandlers, ActiveItemOptions } from './active-item-options.tsx';

const TIPO_OPTIONS = RECURSO_TIPOS.map((value) => ({ value, label: RECURSO_TIPO_LABELS[value] }));

type OptionsProps = ActiveItemHandlers<RecursoDto>;

/** A branch's resources — a table from 'sm' up, cards on a phone. */
export function RecursosList({ recursos, ...props }: OptionsProps & { recursos: RecursoDto[] }) {
  return (
    <TableOrCards
      table={
        <Table striped aria-label="Recursos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>
                <VisuallyHidden>Opciones</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recursos.map((recurso) => (
              <Table.Tr key={recurso.uid}>
                <Table.Td fw={500}>{recurso.nombre}</Table.Td>
                <Table.Td>{RECURSO_TIPO_LABELS[recurso.tipo]}</Table.Td>
                <Table.Td>
                  <ActiveBadge item={recurso} />
                </Table.Td>
                <Table.Td>
                  <ActiveItemOptions {...props} item={recurso} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
      cards={
        <ul aria-label="Recursos" style={CARD_LIST}>
          {recursos.map((recurso) => (
            <Card key={recurso.uid} withBorder padding="sm" component="li">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={700}>{recurso.nombre}</Text>
                    <Text size="sm">{RECURSO_TIPO_LABELS[recurso.tipo]}</Text>
                  </div>
                  <ActiveBadge item={recurso} />
                </Group>
                <ActiveItemOptions {...props} item={recurso} />
              </Stack>
            </Card>
          ))}
        </ul>
      }
    />
  );
}

function RecursoForm(props: { placeId: string; recurso: RecursoDto | null; onDone: () => void }) {
  const form = useForm<{ nombre: string; tipo: RecursoTipo }>({
    initialValues: props.recurso
      ? { nombre: props.recurso.nombre, tipo: props.recurso.tipo }
      : { nombre: '', tipo: 'animador' },
    validate: zodValidate(RecursoCreateSchema),
  });
  const create = useCreateRecurso(props.placeId, props.onDone);
  const update = useUpdateRecurso(props.onDone);
  const submit = form.onSubmit((values) =>
    props.recurso
      ? update.mutate({ recurso: props.recurso, body: { ...recursoFields(props.recurso), ...values } })
      : create.mutate(values),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Nombre"
          withAsterisk
          maxLength={RECURSO_NOMBRE_MAX}
          {...form.getInputProps('nombre')}
        />
        <Select
          label="Tipo"
          withAsterisk
          data={TIPO_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('tipo')}
        />
        <FormActions
          submitLabel={props.recurso ? 'Actualizar' : 'Agregar'}
          onCancel={props.onDone}
          isPending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}

/** 'Recursos' of the branch's salones screen: the people it sends to its parties (docs/product.md, "Salones and turnos"). */
export function RecursosSection({ placeId }: { placeId: string }) {
  const recursos = useRecursos(placeId);
  const [form, setForm] = useState<{ recurso: RecursoDto | null } | null>(null);
  const [deleting, setDeleting] = useState<RecursoDto | null>(null);
  const toggle = useUpdateRecurso();
  const remove = useDeleteRecurso(() => setDeleting(null));
  return (
    <Stack component="section" aria-labelledby="recursos-title">
      <Group justify="space-between">
        <Title order={3} id="recursos-title">
          Recursos
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm({ recurso: null })}
        >
          Agregar recurso
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Animadores, fotógrafos y demás personal que la sucursal asigna a sus fiestas. Uno no puede estar en
        dos fiestas a la misma hora.
      </Text>
      <QueryContent
        queries={[recursos]}
        errorTitle="No se pudieron cargar los recursos"
        isEmpty={recursos.data?.length === 0}
        empty="Esta sucursal aún no tiene recursos"
      >
        {() => (
          <RecursosList
            recursos={recursos.data!}
            busy={toggle.isPending}
            onEdit={(recurso) => setForm({ recurso })}
            onToggle={(recurso) =>
              toggle.mutate({ recurso, body: { ...recursoFields(recurso), activo: !recurso.activo } })
            }
            onDelete={setDeleting}
          />
        )}
      </QueryContent>
      <AppModal
        opened={!!form}
        onClose={() => setForm(null)}
        title={form?.recurso ? `Editando ${form.recurso.nombre}` : 'Agregar recurso'}
      >
        {form ? <RecursoForm placeId={placeId} recurso={form.recurso} onDone={() => setForm(null)} /> : null}
      </AppModal>
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.nombre ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
