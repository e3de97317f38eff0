import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FooterDto, FooterUpdateRequestSchema } from '@salones/shared/footer';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateFooter } from '../api/update-footer.ts';
import { FooterTextBlock } from './footer-text-block.tsx';
import { FooterToggleTable, type ToggleRow } from './footer-toggle-table.tsx';
import type { FooterValues } from './footer-values.ts';

const SOCIAL: ToggleRow[] = [
  { label: 'Facebook', field: 'urlFacebook', flag: 'activeFacebook', type: 'url' },
  { label: 'Instagram', field: 'urlInstagram', flag: 'activeInstagram', type: 'url' },
  { label: 'Twitter', field: 'urlTwitter', flag: 'activeTwitter', type: 'url' },
  { label: 'Youtube', field: 'urlYoutube', flag: 'activeYoutube', type: 'url' },
];
const PHONES: ToggleRow[] = [
  { label: 'Teléfono 1', field: 'phone1', flag: 'activePhone1', type: 'tel' },
  { label: 'Teléfono 2', field: 'phone2', flag: 'activePhone2', type: 'tel' },
  { label: 'Teléfono 3', field: 'phone3', flag: 'activePhone3', type: 'tel' },
];
const EMAILS: ToggleRow[] = [
  { label: 'Bolsa de trabajo', field: 'emailTrabajo', flag: 'activeTrabajo', type: 'email' },
  { label: 'Contacto', field: 'emailContacto', flag: 'activeContacto', type: 'email' },
];

/**
 * docs/product.md#2-screens-and-routes /admin/footer: every item with its show switch; 'Actualizar' saves all
 * of them.
 */
export function FooterForm({ footer }: { footer: FooterDto }) {
  const { uid, _id, ...initialValues } = footer;
  const form = useForm<FooterValues>({ initialValues, validate: zodValidate(FooterUpdateRequestSchema) });
  const update = useUpdateFooter();
  return (
    <form onSubmit={form.onSubmit((body) => update.mutate({ id: uid, body }))} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <FooterToggleTable caption="Redes sociales" columnLabel="Red social" rows={SOCIAL} form={form} />
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Paper withBorder p="md" radius="md">
            <FooterToggleTable
              caption="Teléfonos de contacto"
              columnLabel="Teléfono"
              rows={PHONES}
              form={form}
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <FooterToggleTable caption="E-mails" columnLabel="E-mail" rows={EMAILS} form={form} />
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FooterTextBlock label="Dirección" field="direccion" flag="activeDireccion" form={form} />
            <FooterTextBlock label="Descripción" field="descripcion" flag="activeDescripcion" form={form} />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Actualizar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
