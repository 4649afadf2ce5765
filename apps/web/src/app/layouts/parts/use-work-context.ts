import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WorkContextUpdate } from '../../../lib/api';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';
import { WORK_CONTEXT_KEY, workContextQuery } from '../layout-queries';

/** The user's current school and academic year, kept per user on the server. */
export function useWorkContext() {
  const auth = useAuth();
  return useQuery({
    ...workContextQuery,
    enabled: isLoggedIn(auth),
  });
}

export function useSaveWorkContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: WorkContextUpdate) => (await api.putContext(update)).data,
    onSuccess: (context) => {
      queryClient.setQueryData(WORK_CONTEXT_KEY, context);
      // Lists, forms and the dashboard follow the current school and year: fetch them anew.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== WORK_CONTEXT_KEY[0] });
    },
  });
}
