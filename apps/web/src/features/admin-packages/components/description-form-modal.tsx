import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PackageDescriptionsRequestSchema, type PackageDto } from '@salones/shared/packages';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useAddDescription } from '../api/add-description.ts';

/**
 * docs/product.md#5-validation-rules: the description is required ('Ingrese una descripción'), with the API's
 * own schema.
 */
const validate = (values: { descripcion: string }) => {
  const result = PackageDescriptionsRequestSchema.safeParse({ descripciones: [values] });
  return result.success ? {} : { descripcion: result.error.issues[0].message };
};

/** 'Agregar servicio': adds one entry to a package's list of descriptions. */
export function DescriptionFormModal(props: { pkg: PackageDto | null; onClose: () => void }) {
  return (
    <AppModal
      opened={!!props.pkg}
      onClose={props.onClose}
      title={props.pkg ? `Agregar servicio a ${props.pkg.name}` : ''}
    >
      {props.pkg ? <DescriptionForm pkg={props.pkg} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function DescriptionForm({ pkg, onDone }: { pkg: PackageDto; onDone: () => void }) {
  const form = useForm({ initialValues: { descripcion: '' }, validate });
  const add = useAddDescription(onDone);
  return (
    <form
      onSubmit={form.onSubmit(({ descripcion }) => add.mutate({ packageId: pkg.uid, descripcion }))}
      noValidate
    >
      <Stack>
        <TextInput label="Descripción" data-autofocus {...form.getInputProps('descripcion')} />
        <FormActions submitLabel={'Agregar'} onCancel={onDone} isPending={add.isPending} />
      </Stack>
    </form>
  );
}
