import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { local } from '@/test/zone'
import type { Calendar } from '@/model/calendars/calendar'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { EventDialog } from './event-dialog'

const calendars: Calendar[] = [
  { id: 'c1', name: 'Calendar', color: '#3b82f6', shown: true, position: 0 },
  { id: 'c2', name: 'Work', color: '#10b981', shown: true, position: 1 },
]

function setup(props: { event?: CalendarEvent; calendars?: Calendar[] } = {}) {
  const onSave = vi.fn<(draft: EventDraft) => Promise<void>>(() => Promise.resolve())
  render(
    <EventDialog
      open
      onOpenChange={() => {}}
      onSave={onSave}
      defaultDate={local(2026, 11, 24, 9)}
      calendars={calendars}
      {...props}
    />,
  )
  return { user: userEvent.setup(), onSave }
}

describe("the event dialog's 'Calendar' and calendar colour", () => {
  it('puts a new event in the first calendar, in its colour (saved as following it)', async () => {
    const { user, onSave } = setup()
    expect(screen.getByLabelText('Calendar')).toHaveValue('c1')
    expect(screen.getByRole('radio', { name: 'Calendar color (Calendar)' })).toBeChecked()
    await user.type(screen.getByLabelText('Title'), 'Dentist{Enter}')
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      calendarId: 'c1',
      followsCalendarColor: true,
      color: '#3b82f6',
    })
  })

  it("moves it to another calendar; a palette colour is the event's own", async () => {
    const { user, onSave } = setup()
    await user.selectOptions(screen.getByLabelText('Calendar'), 'Work')
    expect(screen.getByRole('radio', { name: 'Calendar color (Work)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Red (#ef4444)' }))
    await user.type(screen.getByLabelText('Title'), 'Review{Enter}')
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      calendarId: 'c2',
      followsCalendarColor: false,
      color: '#ef4444',
    })
  })

  it("keeps an event's calendar and own colour; without calendars neither field is there", () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Standup',
      description: null,
      start: local(2026, 11, 21, 9),
      end: local(2026, 11, 21, 10),
      color: '#f59e0b',
      allDay: false,
      calendarId: 'c2',
    }
    setup({ event })
    expect(screen.getByLabelText('Calendar')).toHaveValue('c2')
    expect(screen.getByRole('radio', { name: 'Amber (#f59e0b)' })).toBeChecked()
  })

  it('shows the palette alone on a database before calendars', () => {
    setup({ calendars: [] })
    expect(screen.queryByLabelText('Calendar')).toBeNull()
    expect(screen.queryByRole('radio', { name: /Calendar color/ })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Blue (#3b82f6)' })).toBeChecked()
  })
})
