import { useMemo } from 'react'
import type { CalendarEvent, EventDraft } from '@/calendar/types'
import { useEventWrites } from '@/data/use-event-writes'
import { toast } from '../ui/use-toast'

/** What a component can do to events, each reporting with the toasts of product.md §8. */
export interface EventActions {
  /** Create (no `editing`) or update. Resolves true on success; false after the error toast. */
  save: (draft: EventDraft, editing?: CalendarEvent) => Promise<boolean>
  remove: (event: CalendarEvent) => Promise<boolean>
  /** A new start and end for an event (a drag or a key press), reported as an update. */
  move: (event: CalendarEvent, start: Date, end: Date) => Promise<boolean>
}

const failed = (description: string) =>
  toast({ variant: 'destructive', title: 'Error', description })
const succeeded = (description: string) => toast({ title: 'Success', description })

/** Save, delete and move, shown at once (optimistic) and confirmed or undone by the server. */
export function useEventActions(): EventActions {
  const write = useEventWrites()
  return useMemo(() => {
    const update = async (event: CalendarEvent, draft: EventDraft) => {
      try {
        await write({ kind: 'update', event, draft })
      } catch {
        failed('Failed to update event')
        return false
      }
      succeeded('Event updated successfully')
      return true
    }
    return {
      save: async (draft, editing) => {
        if (editing) return update(editing, draft)
        try {
          await write({ kind: 'create', draft })
        } catch {
          failed('Failed to create event')
          return false
        }
        succeeded('Event created successfully')
        return true
      },
      remove: async (event) => {
        try {
          await write({ kind: 'delete', event })
        } catch {
          failed('Failed to delete event')
          return false
        }
        succeeded('Event deleted successfully')
        return true
      },
      move: (event, start, end) => update(event, { ...event, start, end }),
    }
  }, [write])
}
