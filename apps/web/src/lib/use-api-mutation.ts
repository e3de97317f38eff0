import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from './api-client.ts';
import { notify, type ToastAction } from './toast.ts';

/**
 * docs/product.md#4-states-and-transitions, docs/product.md#8-messages-and-errors form behaviour in one
 * place: while running, `isPending` drives the button spinner; on success the server's msg shows as a success
 * toast and the given queries reload; on failure the server's msg shows as an error toast.
 */
export function useApiMutation<TVars, TResult extends { msg?: string }>(opts: {
  mutationFn: (vars: TVars) => Promise<TResult>;
  invalidate?: QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
  successMessage?: string;
  /** the success toast's next step ('Ver carrito', 'Iniciar sesión'), or one made from the answer ('Ver evento') */
  successAction?: ToastAction | ((result: TResult) => ToastAction);
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: opts.mutationFn,
    onSuccess: async (result, vars) => {
      const msg = opts.successMessage ?? result.msg;
      const action =
        typeof opts.successAction === 'function' ? opts.successAction(result) : opts.successAction;
      if (msg) notify.success(msg, action);
      await Promise.all((opts.invalidate ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
      opts.onSuccess?.(result, vars);
    },
    onError: (err) => notify.error(errorMessage(err)),
  });
}
