import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { local } from '@/test/zone'
import { updateSettings } from '@/data/settings/settings-store'
import { DEFAULT_SETTINGS } from '@/model/settings/settings'
import { before, onDay, TOO_MANY_REMINDERS } from '@/model/reminders/reminder'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { EventDialog, type EventDialogProps } from './event-dialog'

afterEach(async () => {
  await updateSettings(DEFAULT_SETTINGS)
  localStorage.clear()
})

const event: CalendarEvent = {
  id: 'e1',
  title: 'Standup',
  description: null,
  start: local(2026, 11, 21, 9),
  end: local(2026, 11, 21, 10),
  color: '#ef4444',
  allDay: false,
  savedReminders: [before(5), before(60)],
}

function setup(props: Partial<EventDialogProps> = {}) {
  const onSave = vi.fn<(draft: EventDraft) => Promise<void>>(() => Promise.resolve())
  render(
    <EventDialog
      open
      onOpenChange={() => {}}
      onSave={onSave}
      allDayAvailable
      remindersAvailable
      defaultDate={local(2026, 11, 24, 9)}
      {...props}
    />,
  )
  return { user: userEvent.setup(), onSave }
}

const section = () => screen.getByRole('group', { name: 'Reminders' })
const rows = () => within(section()).queryAllByRole('combobox') as HTMLSelectElement[]
const shown = () => rows().map((row) => row.selectedOptions[0]!.textContent)

describe("the event dialog's Reminders", () => {
  it('is not there without the column', () => {
    setup({ remindersAvailable: false })
    expect(screen.queryByRole('group', { name: 'Reminders' })).not.toBeInTheDocument()
  })

  it('starts a new event with the built-in default and leaves it out of the draft', async () => {
    const { user, onSave } = setup()
    expect(shown()).toEqual(['10 minutes before'])
    expect(
      within(section())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'At time of event',
      '5 minutes before',
      '10 minutes before',
      '15 minutes before',
      '30 minutes before',
      '1 hour before',
      '2 hours before',
      '1 day before',
      '2 days before',
      '1 week before',
    ])
    await user.type(screen.getByLabelText('Title'), 'Dentist{Enter}')
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('reminders')
  })

  it("adds and removes rows, and sends the list when it is not the database's default", async () => {
    const { user, onSave } = setup()
    await user.click(screen.getByRole('button', { name: 'Add reminder' }))
    await user.selectOptions(rows()[1]!, '1 day before')
    await user.click(screen.getByRole('button', { name: 'Add reminder' }))
    expect(shown()).toEqual(['10 minutes before', '1 day before', 'At time of event'])
    await user.click(screen.getByRole('button', { name: 'Remove reminder 10 minutes before' }))
    await user.type(screen.getByLabelText('Title'), 'Dentist{Enter}')
    expect(onSave.mock.calls[0]![0].reminders).toEqual([before(1440), before(0)])
  })

  it("starts with the person's defaults; 'All day' swaps them while untouched", async () => {
    await updateSettings({
      defaultReminders: { timed: [before(30)], allDay: [onDay(1)] },
    })
    const { user, onSave } = setup()
    expect(shown()).toEqual(['30 minutes before'])
    await user.click(screen.getByRole('checkbox', { name: 'All day' }))
    expect(shown()).toEqual(['The day before at 9:00 AM'])
    expect(
      within(section())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'On the day at 9:00 AM',
      'The day before at 9:00 AM',
      '2 days before at 9:00 AM',
      '1 week before at 9:00 AM',
    ])
    await user.selectOptions(rows()[0]!, '1 week before at 9:00 AM')
    await user.click(screen.getByRole('checkbox', { name: 'All day' }))
    // Touched: kept as chosen (a day reminder on a timed event is kept, never fires).
    expect(shown()).toEqual(['1 week before at 9:00 AM'])
    await user.type(screen.getByLabelText('Title'), 'Trip{Enter}')
    expect(onSave.mock.calls[0]![0].reminders).toEqual([onDay(7)])
  })

  it("shows an event's own and sends nothing when they are unchanged", async () => {
    const first = setup({ event })
    expect(shown()).toEqual(['5 minutes before', '1 hour before'])
    await first.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(first.onSave.mock.calls[0]![0]).not.toHaveProperty('reminders')
  })

  it('removes the last reminder of an event: an empty list is sent', async () => {
    const { user, onSave } = setup({ event: { ...event, savedReminders: [before(5)] } })
    await user.click(screen.getByRole('button', { name: 'Remove reminder 5 minutes before' }))
    expect(rows()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave.mock.calls[0]![0].reminders).toEqual([])
  })

  it('disables Add reminder at 10, with the message', async () => {
    const { user } = setup()
    const add = screen.getByRole('button', { name: 'Add reminder' })
    for (let i = 0; i < 9; i++) await user.click(add)
    expect(rows()).toHaveLength(10)
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(TOO_MANY_REMINDERS)
  })

  it("keeps a value from a file that is not a choice, in the person's time format", async () => {
    await updateSettings({ timeFormat: '24h' })
    setup({
      event: {
        ...event,
        allDay: true,
        start: local(2026, 11, 21),
        end: local(2026, 11, 22),
        savedReminders: [onDay(3, 17 * 60 + 30)],
      },
    })
    expect(shown()).toEqual(['3 days before at 17:30'])
    expect(within(section()).getAllByRole('option')[1]).toHaveTextContent('On the day at 09:00')
  })
})
