import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingRequestDto } from '@salones/shared/booking-requests';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDetailDto } from '@salones/shared/packages';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { requestLogin } from '../../../lib/auth-prompt.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { BookingRequestForm } from './booking-request-form.tsx';

const LOGIN_TO_REQUEST = 'Inicia sesión para solicitar una fecha';

export function CartItem({
  item,
  onRemove,
  onRequested,
}: {
  item: PackageDetailDto;
  onRemove: () => void;
  onRequested: (request: BookingRequestDto) => void;
}) {
  const session = useSession();
  const [isRequesting, setIsRequesting] = useState(false);
  const openRequest = () => {
    // A request needs an account; the navbar's log-in modal opens
    if (!session.isLoggedIn) {
      notify.warning(LOGIN_TO_REQUEST);
      return requestLogin();
    }
    setIsRequesting(true);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} data-testid="cart-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <div
            aria-hidden
            style={{
              width: 12,
              alignSelf: 'stretch',
              borderRadius: 6,
              background: item.color,
              flexShrink: 0,
            }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/${item.lugar.lugarname}/${item.uid}`} inherit>
                {item.name}
              </Anchor>
            </Title>
            <Text size="sm" c="gray.7">
              {item.lugar.sucursal}
            </Text>
            <Text size="sm">
              {ATTENDANCE_BANDS.basico.label}: <strong>{formatMoney(item.basico)}</strong>
            </Text>
            <Text size="sm">
              {ATTENDANCE_BANDS.grande.label}: <strong>{formatMoney(item.grande)}</strong>
            </Text>
          </Stack>
        </Group>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          onClick={onRemove}
          aria-label={`Quitar ${item.name} del carrito`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {isRequesting ? (
        <BookingRequestForm item={item} onSent={onRequested} onCancel={() => setIsRequesting(false)} />
      ) : (
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={openRequest}
          loading={session.isLoading}
          aria-label={`Solicitar fecha para ${item.name}`}
        >
          Solicitar fecha
        </Button>
      )}
    </Paper>
  );
}
