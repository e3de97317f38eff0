// The Tabler icons of the account corner as inline SVG (an island carries no icon library: decision 015),
// drawn as @tabler/icons-react draws them.
import type { ReactNode } from 'react';

function TablerIcon({ name, size, children }: { name: string; size: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`tabler-icon tabler-icon-${name}`}
    >
      {children}
    </svg>
  );
}

export const UserIcon = () => (
  <TablerIcon name="user" size={22}>
    <path d="M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0" />
    <path d="M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2" />
  </TablerIcon>
);

export const UserCircleIcon = ({ size }: { size: number }) => (
  <TablerIcon name="user-circle" size={size}>
    <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" />
    <path d="M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" />
    <path d="M6.168 18.849a4 4 0 0 1 3.832 -2.849h4a4 4 0 0 1 3.834 2.855" />
  </TablerIcon>
);

export const ChevronDownIcon = () => (
  <TablerIcon name="chevron-down" size={16}>
    <path d="M6 9l6 6l6 -6" />
  </TablerIcon>
);

export const ReceiptIcon = () => (
  <TablerIcon name="receipt" size={18}>
    <path d="M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16l-3 -2l-2 2l-2 -2l-2 2l-2 -2l-3 2m4 -14h6m-6 4h6m-2 4h2" />
  </TablerIcon>
);

export const DashboardIcon = () => (
  <TablerIcon name="layout-dashboard" size={18}>
    <path d="M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1" />
    <path d="M5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1" />
    <path d="M15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-6a1 1 0 0 1 1 -1" />
    <path d="M15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-2a1 1 0 0 1 1 -1" />
  </TablerIcon>
);

export const LogoutIcon = () => (
  <TablerIcon name="logout" size={18}>
    <path d="M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2" />
    <path d="M9 12h12l-3 -3" />
    <path d="M18 15l3 -3" />
  </TablerIcon>
);
