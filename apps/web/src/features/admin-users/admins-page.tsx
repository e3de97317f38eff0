import { UserListPage } from './components/user-list-page.tsx';

export function AdminsPage() {
  return <UserListPage listRole="staff" title="Administradores" />;
}
