import { Alert, Anchor, Button, Group, List, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { UserDto } from '@salones/shared/accounts';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { isAfterToday } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import type { TurnoSchedule } from '@salones/shared/turnos';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EventDetailData } from '../../../components/event-detail/event-detail-data.ts';
import { EventDetailModal } from '../../../components/event-detail/event-detail-modal.tsx';
import { usePlacePackages } from '../../../lib/api/packages.ts';
import { usePlaces } from '../../../lib/api/places.ts';
import { useProducts } from '../../../lib/api/products.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useDebouncedStaffQuote } from '../api/staff-quote.ts';
import { launchConfetti } from '../celebration/launch-confetti.tsx';
import { EventStep } from './event-step.tsx';
import { ExtrasStep } from './extras-step.tsx';
import { PackageStep } from './package-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { firstProblem, missingFields } from './wizard-checks.ts';
import { toPreview } from './wizard-preview.ts';
import { toCreateRequest, toStaffQuoteRequest } from './wizard-request.ts';
import { LAST_STEP, stepProgress, WIZARD_STEPS } from './wizard-steps.ts';
import { initialWizardValues, type WizardValues, wizardValuesFromRequest } from './wizard-values.ts';

/**
 * docs/product.md#2-screens-and-routes /admin/event/{id}: the 4-step wizard that books an event for one
 * customer.
 */
export function EventWizard({
  customer,
  request,
  schedule,
}: {
  customer: UserDto;
  request?: BookingRequestDto;
  /** the schedule of the request's branch: the party's hours start from its turno's */
  schedule?: TurnoSchedule;
}) {
  const navigate = useNavigate();
  const { user: staff } = useSession();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<EventDetailData | null>(null);
  // Once 'Crear evento' was pressed, every step with a missing field says so
  const [attempted, setAttempted] = useState(false);
  const form = useForm<WizardValues>({
    initialValues: request ? wizardValuesFromRequest(request, schedule) : initialWizardValues(),
    // docs/product.md#5-validation-rules event creation rule 1, shown as soon as a date is typed; the server
    // checks it again.
    validate: { fecha: (v) => (v && !isAfterToday(v) ? MSG.dateNotAfterToday : null) },
    validateInputOnChange: ['fecha'],
  });
  const values = form.getValues();
  const places = usePlaces();
  const packages = usePlacePackages(values.lugar);
  const products = useProducts();
  const pkg = packages.data?.find((p) => p.uid === values.paquete);
  const productList = products.data ?? [];
  // The server prices the booking (the same pricing POST /api/event books with)
  const quoteBody = toStaffQuoteRequest(values, { products: productList, solicitud: request?.uid });
  const quote = useDebouncedStaffQuote(quoteBody);
  const missing = missingFields(values);
  const isStepIncomplete = (step: number) =>
    (step < active || attempted) && missing.some((m) => m.step === step);
  // docs/product.md#2-screens-and-routes /admin/event/{id}: after success, /admin/users and 7 s of confetti; the success toast
  // offers the new event (its payments, contract and history) as its next step
  const create = useCreateEvent({
    onSuccess: () => {
      launchConfetti();
      navigate('/admin/users');
    },
    successAction: (result) => {
      const href = `/admin/event/edit/${result.evento.uid}`;
      return { label: 'Ver evento', href, onClick: () => navigate(href) };
    },
  });
  const openPreview = () =>
    setPreview(
      toPreview(values, {
        customer,
        staff,
        place: places.data?.find((p) => p.uid === values.lugar),
        pkg,
        products: productList,
        quote: quoteBody ? quote.data : undefined,
      }),
    );
  const submit = () => {
    const problem = firstProblem(missing);
    if (problem) {
      setAttempted(true);
      form.setErrors(Object.fromEntries(missing.map((m) => [m.field, m.error])));
      notify.error(problem);
      return;
    }
    create.mutate(
      toCreateRequest(values, {
        customerId: customer.uid,
        staffId: staff?.uid,
        products: productList,
        solicitud: request?.uid,
      }),
    );
  };

  return (
    <Stack gap="md">
      <Progress value={stepProgress(active)} size="lg" radius="xl" aria-label="Progreso del evento" />
      <Text size="sm" c="dimmed" ta="right" mt={-8}>
        {stepProgress(active)} %
      </Text>
      <Stepper active={active} onStepClick={setActive} allowNextStepsSelect size={isPhone ? 'xs' : 'sm'}>
        {WIZARD_STEPS.map((label, i) => {
          const incomplete = isStepIncomplete(i);
          return (
            <Stepper.Step
              key={label}
              label={isPhone ? undefined : label}
              description={incomplete && !isPhone ? 'Faltan datos' : undefined}
              color={incomplete ? 'red' : undefined}
              completedIcon={incomplete ? <IconAlertTriangle size={18} aria-hidden /> : undefined}
              data-incomplete={incomplete || undefined}
              aria-label={`Paso ${i + 1}: ${label}${incomplete ? ' (faltan datos)' : ''}`}
            />
          );
        })}
      </Stepper>
      <Title order={2} size="h3">
        {WIZARD_STEPS[active]}
      </Title>
      {attempted && missing.length ? (
        <Alert color="red" variant="light" title="Faltan datos para crear el evento" role="alert">
          <List size="sm" spacing={2}>
            {missing.map((m) => (
              <List.Item key={m.field}>
                {m.step === active ? (
                  m.label
                ) : (
                  <Anchor component="button" type="button" size="sm" onClick={() => setActive(m.step)}>
                    Paso {m.step + 1} · {m.label}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {active === 0 ? (
        <EventStep
          form={form}
          places={places.data ?? []}
          packages={packages.data ?? []}
          packagesLoading={packages.isFetching}
          pkg={pkg}
          solicitud={request?.uid}
        />
      ) : null}
      {active === 1 ? <PackageStep form={form} pkg={pkg} /> : null}
      {active === 2 ? <ExtrasStep form={form} products={productList} /> : null}
      {active === 3 ? (
        <PaymentStep
          form={form}
          quote={quoteBody ? quote : null}
          pkg={pkg}
          converting={Boolean(request)}
          onPreview={openPreview}
        />
      ) : null}
      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} />}
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
        >
          Anterior
        </Button>
        <Group gap="sm">
          {active === LAST_STEP ? (
            <Button
              // a dark green: white on Mantine's green.8 is 3.4:1, this is 5.4:1 (WCAG AA)
              color="#237a36"
              leftSection={<IconConfetti size={18} />}
              loading={create.isPending}
              onClick={submit}
            >
              Crear evento
            </Button>
          ) : null}
          <Button
            rightSection={<IconArrowRight size={18} />}
            disabled={active === LAST_STEP}
            onClick={() => setActive(active + 1)}
          >
            Siguiente
          </Button>
        </Group>
      </Group>
      <EventDetailModal event={preview} onClose={() => setPreview(null)} title="Vista previa del contrato" />
    </Stack>
  );
}
