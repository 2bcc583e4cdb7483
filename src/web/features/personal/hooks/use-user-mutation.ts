import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { notify } from '#web/lib/notify.js';
import { USER_KEY } from '#web/features/personal/api/user-keys.js';
import { messageOf } from '#web/features/personal/lib/messages.js';

interface UserMutationOptions<TData, TVariables> {
  mutationFn: MutationFunction<TData, TVariables>;
  /** the documented success toast, or a function of the answer when it depends on it */
  success: string | ((data: TData, variables: TVariables) => string);
  /** the documented fallback when the server sends no message */
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => notify.success(typeof success === 'string' ? success : success(data, variables)),
    onError: (error) => notify.error(messageOf(error, failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
