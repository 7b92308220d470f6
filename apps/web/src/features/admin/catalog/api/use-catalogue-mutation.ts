import { useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A catalogue change; once the server has it, everything held is refetched, the back office's
 * list and the storefront's catalogue alike. Errors become toasts through the shared handler.
 */
export function useCatalogueMutation<TVariables, TAnswer>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries(),
  })
}
