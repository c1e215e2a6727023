import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventPayload } from '@/calendar/types'
import { createEvent, deleteEvent, updateEvent } from './events-api'
import { EVENTS_KEY } from './use-events'

/** Save (update when an id is given, else create) and delete; both reload the loaded ranges. */
export function useEventMutations() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY })
  const save = useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: EventPayload }) =>
      id ? updateEvent(id, payload) : createEvent(payload),
    onSuccess,
  })
  const remove = useMutation({ mutationFn: deleteEvent, onSuccess })
  return { save: save.mutateAsync, remove: remove.mutateAsync }
}
