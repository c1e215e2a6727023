import { useMemo } from 'react'
import type { Calendar } from '@/model/calendars/calendar'
import { CalendarInputError, useCalendarActions } from '@/data/calendars/use-calendar-actions'
import { useCalendars } from '@/data/calendars/use-calendars'
import { toast } from '../ui/use-toast'
import { CalendarList, type CalendarListActions } from './calendar-list'
import { NoticeSlot } from '../reminders/notice-slot'

const DUPLICATE = 'A calendar with this name already exists.'

/** A refusal in words for beside the name field: ours, the database's unique name, or any. */
function refusal(error: unknown): string {
  if (error instanceof CalendarInputError) return error.message
  // PostgREST's unique violation: another tab made the name first.
  if ((error as { code?: string } | null)?.code === '23505') return DUPLICATE
  console.error('Calendar save failed:', error)
  return 'The calendar could not be saved. Try again.'
}

const failed = (description: string) => (error: unknown) => {
  console.error(description, error)
  toast({ variant: 'destructive', title: 'Error', description })
}

/**
 * 'My calendars' over the data layer: each action's toasts, and delete's 'Undo' (decisions.md,
 * "Calendars"). Nothing on a database set up before calendars (its update notice
 * says why), nor while the list is first read.
 */
export function SidebarCalendars() {
  const { calendars } = useCalendars()
  const data = useCalendarActions()
  const actions = useMemo<CalendarListActions>(
    () => ({
      setShown: (calendar, shown) =>
        data
          .setCalendarShown(calendar.id, shown)
          .catch(failed('The calendar could not be shown or hidden')),
      create: (name, color) =>
        data.createCalendar(name, color).then(
          () => null,
          (error: unknown) => refusal(error),
        ),
      rename: async (calendar, name, color) => {
        try {
          if (name !== calendar.name) await data.renameCalendar(calendar.id, name)
          if (color !== calendar.color) await data.recolorCalendar(calendar.id, color)
          return null
        } catch (error) {
          return refusal(error)
        }
      },
      recolor: (calendar, color) =>
        void data
          .recolorCalendar(calendar.id, color)
          .catch(failed('The calendar could not be recoloured')),
      count: (calendar) => data.countCalendarEvents(calendar.id),
      remove: (calendar: Calendar) => {
        data.deleteCalendar(calendar.id).then(
          (snapshot) =>
            toast({
              title: 'Success',
              description: 'Calendar deleted',
              action: {
                label: 'Undo',
                altText: `Undo deleting ${calendar.name}`,
                onClick: () =>
                  void data
                    .restoreCalendar(snapshot)
                    .then(
                      () => toast({ title: 'Success', description: 'Calendar restored' }),
                      failed('The calendar could not be restored'),
                    ),
              },
            }),
          failed('The calendar could not be deleted'),
        )
      },
    }),
    [data],
  )
  if (calendars.length === 0) return null
  return (
    <>
      <CalendarList calendars={calendars} actions={actions} />
      <NoticeSlot />
    </>
  )
}
