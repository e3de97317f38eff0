import { PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UserDto, UserUpdateRequestSchema } from '@salones/shared/accounts';
import { ROLE_LABELS, type Role } from '@salones/shared/constants';
import { type Anyone, isStaff, mayAssignPlaces, rolesAssignableBy } from '@salones/shared/permissions';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { usePlaces } from '../../../lib/api/places.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateUser } from '../api/update-user.ts';

type Values = {
  name: string;
  lastname: string;
  phone: string;
  email: string;
  password: string;
  active: boolean;
  role: Role;
  lugar: string | null;
};

/** docs/product.md §2 "User edit modal". `user` null = closed. */
export function UserEditModal(props: { user: UserDto | null; editor: Anyone; onClose: () => void }) {
  return (
    <AppModal
      opened={!!props.user}
      onClose={props.onClose}
      title={props.user ? `Editando a ${props.user.name}` : ''}
    >
      {props.user ? <UserEditForm user={props.user} editor={props.editor} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function UserEditForm({ user, editor, onDone }: { user: UserDto; editor: Anyone; onDone: () => void }) {
  const assignsPlaces = mayAssignPlaces(editor);
  const form = useForm<Values>({
    initialValues: {
      name: user.name,
      lastname: user.lastname,
      phone: user.phone,
      email: user.email,
      password: '',
      active: user.active,
      role: user.role,
      lugar: user.lugar,
    },
    validate: zodValidate(UserUpdateRequestSchema),
  });
  // docs/product.md §2: the place selector appears only for a super_admin editing a staff account
  const showsPlace = assignsPlaces && isStaff(form.values);
  const branches = usePlaces({ enabled: showsPlace });
  const update = useUpdateUser(onDone);
  // role options: user and admin, plus super_admin only for a super_admin editor
  const roles = rolesAssignableBy(editor);

  const submit = form.onSubmit(({ lugar, ...values }) => {
    const body = assignsPlaces ? { ...values, lugar: isStaff(values) ? lugar : null } : values;
    update.mutate({ uid: user.uid, body });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Nombre" {...form.getInputProps('name')} />
        <TextInput label="Apellido" {...form.getInputProps('lastname')} />
        <TextInput label="Teléfono" type="tel" description="10 dígitos" {...form.getInputProps('phone')} />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Contraseña"
          description="Déjala vacía para no cambiarla"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
          {...form.getInputProps('password')}
        />
        <Switch label="Activo" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Select
          label="Rol"
          data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        {showsPlace ? (
          <Select
            label="Sucursal"
            placeholder={branches.isLoading ? 'Cargando sucursales…' : 'Sin sucursal'}
            data={(branches.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
            clearable
            {...form.getInputProps('lugar')}
          />
        ) : null}
        <FormActions submitLabel={'Guardar'} onCancel={onDone} isPending={update.isPending} />
      </Stack>
    </form>
  );
}
