import { toast } from 'react-toastify';
import { TimedToast, type ToastAction } from './toast-parts.tsx';

export type { ToastAction } from './toast-parts.tsx';

/**
 * docs/product.md#8-messages-and-errors: success/error/info/warning toasts (the message travels as the
 * toast's data). A toast may offer the next step as a control after its message ('Ver carrito', 'Iniciar
 * sesión').
 */
export const notify = {
  success: (msg: string, action?: ToastAction) => toast.success(TimedToast, { data: { msg, action } }),
  error: (msg: string, action?: ToastAction) => toast.error(TimedToast, { data: { msg, action } }),
  warning: (msg: string, action?: ToastAction) => toast.warning(TimedToast, { data: { msg, action } }),
  info: (msg: string, action?: ToastAction) => toast.info(TimedToast, { data: { msg, action } }),
};
