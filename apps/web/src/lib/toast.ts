import { toast } from 'react-toastify';
import { TimedToast } from './toast-parts.tsx';

/** spec §8: success/error/info/warning toasts (the message travels as the toast's data). */
export const notify = {
  success: (msg: string) => toast.success(TimedToast, { data: msg }),
  error: (msg: string) => toast.error(TimedToast, { data: msg }),
  warning: (msg: string) => toast.warning(TimedToast, { data: msg }),
  info: (msg: string) => toast.info(TimedToast, { data: msg }),
};
