import { UserListPage } from './components/user-list-page.tsx';

export function UsersPage() {
  return <UserListPage listRole="user" title="Usuarios" />;
}
