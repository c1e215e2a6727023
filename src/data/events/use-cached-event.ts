import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/model/types'
import { eventKeys } from './query-keys'

/**
 * The event with this id in any cached range (the shown one, the ones fetched ahead, the
 * agenda's pages): what a key press on a focused event acts on.
 */
export function useCachedEvent(): (id: string) => CalendarEvent | undefined {
  const queryClient = useQueryClient()
  return useCallback(
    (id) => {
      for (const [, events] of queryClient.getQueriesData<readonly CalendarEvent[]>({
        queryKey: eventKeys.all,
      })) {
        const found = events?.find((event) => event.id === id)
        if (found) return found
      }
      return undefined
    },
    [queryClient],
  )
}
