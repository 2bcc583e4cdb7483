import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { notify } from '#web/lib/notify.js';
import { USER_KEY } from '#web/features/personal/api/user-keys.js';
import { messageOf } from '#web/features/personal/lib/messages.js';
import { useT } from '#web/i18n/i18n.js';

interface UserMutationOptions<TData, TVariables> {
  mutationFn: MutationFunction<TData, TVariables>;
  /** the documented success toast (a marked message), or a function of the answer when it depends on it */
  success: string | ((data: TData, variables: TVariables) => string);
  /** the documented fallback when the server sends no message (a marked message) */
  failure: string;
}

/**
 * A change to the user's likes, ratings or cart: the documented toast either way, then every personal
 * query (and the dashboard) refetched. The mutation stays pending until they are, so a dialog that
 * closes on success closes onto fresh numbers.
 */
export function useUserMutation<TData, TVariables>({
  mutationFn,
  success,
  failure,
}: UserMutationOptions<TData, TVariables>) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => notify.success(t(typeof success === 'string' ? success : success(data, variables))),
    onError: (error) => notify.error(messageOf(error, t(failure))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
