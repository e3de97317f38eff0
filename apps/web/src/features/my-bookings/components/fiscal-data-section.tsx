import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type FiscalData,
  fiscalDataErrors,
  normalRfc,
  personaOf,
  rfcError,
} from '@salones/shared/fiscal/fiscal-data';
import {
  REGIMENES_FISCALES,
  regimenesFor,
  USOS_CFDI_FOR_A_CUSTOMER,
  usosFor,
} from '@salones/shared/fiscal/sat-catalogs';
import { IconFileInvoice } from '@tabler/icons-react';
import { useEffect } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFiscalData, useSaveFiscalData } from '../api/fiscal-data.ts';

const EMPTY: FiscalData = {
  rfc: '',
  razonSocial: '',
  regimenFiscal: '',
  codigoPostal: '',
  usoCfdi: '',
  email: '',
};

/**
 * 'Datos de facturación' in the family's account (/pedidos): the receiver its invoices will name, written as in
 * its Constancia de Situación Fiscal. The régimen list follows the RFC (13 characters: a person's; 12: a
 * company's) and the uses follow the régimen, from SAT's catalogs; every rule is checked here and again by the
 * API (packages/shared/src/fiscal/fiscal-data.ts).
 */
export function FiscalDataSection({ userId, email }: { userId: string; email: string }) {
  const stored = useFiscalData(userId);
  const save = useSaveFiscalData(userId);
  const form = useForm<FiscalData>({
    initialValues: { ...EMPTY, email },
    validate: (values) => fiscalDataErrors(values),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!stored.data) return;
    const { actualizado: _, ...values } = stored.data;
    setValues(values);
    resetDirty(values);
  }, [stored.data, setValues, resetDirty]);

  const rfc = normalRfc(form.values.rfc);
  const persona = rfc && !rfcError(rfc) ? personaOf(rfc) : null;
  const regimenes = persona ? regimenesFor(persona) : REGIMENES_FISCALES;
  const usos = form.values.regimenFiscal ? usosFor(form.values.regimenFiscal) : USOS_CFDI_FOR_A_CUSTOMER;
  const option = (item: { clave: string; descripcion: string }) => ({
    value: item.clave,
    label: `${item.clave} · ${item.descripcion}`,
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="datos-facturacion">
      <Stack gap="sm">
        <Title order={2} size="h4" id="datos-facturacion">
          <IconFileInvoice size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          Datos de facturación
        </Title>
        <Text size="sm" c="dimmed">
          Para tu factura (CFDI). Escríbelos como aparecen en tu Constancia de Situación Fiscal.
        </Text>
        {stored.isPending ? (
          <LoadingSpinner size="sm" color="grape" label="Cargando datos de facturación" />
        ) : stored.isError ? (
          <Alert color="red" variant="light" title="No pudimos cargar tus datos de facturación">
            {errorMessage(stored.error)}
          </Alert>
        ) : (
          <form
            noValidate
            aria-label="Datos de facturación"
            onSubmit={form.onSubmit((values) => save.mutate(values))}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="RFC"
                  description="12 caracteres si es empresa, 13 si es persona"
                  autoComplete="off"
                  maxLength={16}
                  {...form.getInputProps('rfc')}
                />
                <TextInput
                  label="Nombre o razón social"
                  description="Sin el régimen de capital (por ejemplo, sin S.A. de C.V.)"
                  autoComplete="organization"
                  {...form.getInputProps('razonSocial')}
                />
                <Select
                  label="Régimen fiscal"
                  placeholder="Elige tu régimen"
                  data={regimenes.map(option)}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('regimenFiscal')}
                />
                <Select
                  label="Uso del CFDI"
                  placeholder="Elige el uso"
                  data={usos.map(option)}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('usoCfdi')}
                />
                <TextInput
                  label="Código postal fiscal"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  {...form.getInputProps('codigoPostal')}
                />
                <TextInput
                  label="E-mail para tus facturas"
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" color="grape" loading={save.isPending}>
                  Guardar datos de facturación
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
