import { ActionIcon, Button, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserDto } from '@salones/shared/accounts';
import { isStaff } from '@salones/shared/constants';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

/** docs/product.md §2: 'Tu cuenta' (Mis pedidos) for customers, 'Administrador' (Ir a Admin) for staff; both log out. */
export function AccountMenu({ user, onLogout }: { user: UserDto; onLogout: () => void }) {
  const navigate = useNavigate();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const staff = isStaff(user.role);
  const label = staff ? 'Administrador' : 'Tu cuenta';
  const logout = () => {
    onLogout();
    navigate('/');
  };
  return (
    <Menu position="bottom-end" shadow="md" width={220} radius="md">
      <Menu.Target>
        {isWide ? (
          <Button
            variant="light"
            color="grape"
            radius="xl"
            leftSection={<IconUserCircle size={20} />}
            rightSection={<IconChevronDown size={16} />}
          >
            {label}
          </Button>
        ) : (
          <ActionIcon variant="light" color="grape" size={42} radius="xl" aria-label={label}>
            <IconUserCircle size={24} />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.lastname}
        </Menu.Label>
        {staff ? (
          <Menu.Item component={Link} to="/admin" leftSection={<IconLayoutDashboard size={18} />}>
            Ir a Admin
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to="/pedidos" leftSection={<IconReceipt size={18} />}>
            Mis pedidos
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={logout}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
