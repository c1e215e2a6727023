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

describe("the event dialog's 'Calendar'", () => {
  it("puts a new event in the first calendar in its colour: the spec's payload", async () => {
    const { user, onSave } = setup()
    expect(screen.getByLabelText('Calendar')).toHaveValue('c1')
    expect(screen.getAllByRole('radio')).toHaveLength(6)
    expect(screen.getByRole('radio', { name: 'Blue (#3b82f6)' })).toBeChecked()
    await user.type(screen.getByLabelText('Title'), 'Dentist{Enter}')
    const draft = onSave.mock.calls[0]![0]
    expect(draft.color).toBe('#3b82f6')
    expect(draft).not.toHaveProperty('calendarId')
  })

  it("takes another calendar's colour until a colour is picked", async () => {
    const { user, onSave } = setup()
    await user.selectOptions(screen.getByLabelText('Calendar'), 'Work')
    expect(screen.getByRole('radio', { name: 'Green (#10b981)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Red (#ef4444)' }))
    await user.selectOptions(screen.getByLabelText('Calendar'), 'Calendar')
    await user.selectOptions(screen.getByLabelText('Calendar'), 'Work')
    expect(screen.getByRole('radio', { name: 'Red (#ef4444)' })).toBeChecked()
    await user.type(screen.getByLabelText('Title'), 'Review{Enter}')
    expect(onSave.mock.calls[0]![0]).toMatchObject({ calendarId: 'c2', color: '#ef4444' })
  })

  it("keeps an event's calendar and colour, and one following its calendar follows on", async () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Standup',
      description: null,
      start: local(2026, 11, 21, 9),
      end: local(2026, 11, 21, 10),
      color: '#10b981',
      allDay: false,
      calendarId: 'c2',
      followsCalendarColor: true,
    }
    const { user, onSave } = setup({ event })
    expect(screen.getByLabelText('Calendar')).toHaveValue('c2')
    expect(screen.getByRole('radio', { name: 'Green (#10b981)' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const draft = onSave.mock.calls[0]![0]
    expect(draft.followsCalendarColor).toBe(true)
    expect(draft).not.toHaveProperty('calendarId')
  })

  it('is not there on a database before calendars', () => {
    setup({ calendars: [] })
    expect(screen.queryByLabelText('Calendar')).toBeNull()
    expect(screen.getByRole('radio', { name: 'Blue (#3b82f6)' })).toBeChecked()
  })
})
