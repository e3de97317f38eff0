// The Tabler icons of the account corner, drawn as @tabler/icons-react draws them (an island carries no icon
// library: decision 015); without `aria-hidden`, as the app's ActionIcon, Button and Menu drew them.
import { TablerSvg } from '../../../components/icons/tabler-svg.tsx';

export const UserIcon = () => <TablerSvg name="user" size={22} hidden={false} />;
export const UserCircleIcon = ({ size }: { size: number }) => (
  <TablerSvg name="user-circle" size={size} hidden={false} />
);
export const ChevronDownIcon = () => <TablerSvg name="chevron-down" size={16} hidden={false} />;
export const ReceiptIcon = () => <TablerSvg name="receipt" hidden={false} />;
export const DashboardIcon = () => <TablerSvg name="layout-dashboard" hidden={false} />;
export const LogoutIcon = () => <TablerSvg name="logout" hidden={false} />;
