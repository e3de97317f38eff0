import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_THEME,
  EDAD_RANGE,
  FESTEJADO_MAX,
  type InvitationDto,
  InvitationUpsertSchema,
  MENSAJE_MAX,
  INVITATION_TEXT as T,
  THEME_NAMES,
  THEMES,
} from '@salones/shared/invitations';
import { useSaveInvitation } from '../../lib/api/invitations.ts';
import { zodValidate } from '../../lib/zod-form.ts';

const themeOptions = THEME_NAMES.map((value) => ({ value, label: THEMES[value].label }));

/** 'Crear invitación' / edit — the same schema the API applies. */
export function InvitationForm(props: {
  eventId: string;
  current: InvitationDto | null;
  onDone: () => void;
}) {
  const { current } = props;
  const form = useForm({
    initialValues: {
      festejado: current?.festejado ?? '',
      edad: (current?.edad ?? '') as number | string,
      mensaje: current?.mensaje ?? '',
      tema: current?.tema ?? DEFAULT_THEME,
      fechaLimite: current?.fechaLimite ?? '',
      mostrarMapa: current?.mostrarMapa ?? true,
    },
    validate: zodValidate(InvitationUpsertSchema),
  });
  const save = useSaveInvitation(props.eventId);
  const submit = form.onSubmit((values) => save.mutate(values, { onSuccess: props.onDone }));
  return (
    <form onSubmit={submit} noValidate aria-label={current ? T.edit : T.create}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={T.festejado}
            withAsterisk
            maxLength={FESTEJADO_MAX}
            {...form.getInputProps('festejado')}
          />
          <NumberInput
            label={T.edad}
            withAsterisk
            min={EDAD_RANGE.min}
            max={EDAD_RANGE.max}
            allowDecimal={false}
            {...form.getInputProps('edad')}
          />
          <Select label={T.tema} data={themeOptions} allowDeselect={false} {...form.getInputProps('tema')} />
          <TextInput
            label={T.fechaLimite}
            type="date"
            description={T.fechaLimiteHint}
            {...form.getInputProps('fechaLimite')}
          />
        </SimpleGrid>
        <Textarea
          label={T.mensaje}
          autosize
          minRows={2}
          maxLength={MENSAJE_MAX}
          {...form.getInputProps('mensaje')}
        />
        <Switch label={T.mostrarMapa} {...form.getInputProps('mostrarMapa', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {current && (
            <Button variant="default" onClick={props.onDone} disabled={save.isPending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {current ? T.save : T.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
