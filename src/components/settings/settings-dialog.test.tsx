import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS } from '@/model/settings/settings'
import { getSettings, SETTINGS_KEY, updateSettings } from '@/data/settings/settings-store'
import { deviceZone } from '@/lib/device-zone'
import SettingsDialog from './settings-dialog'

afterEach(async () => {
  await updateSettings(DEFAULT_SETTINGS)
  localStorage.clear()
})

const open = () => render(<SettingsDialog open onOpenChange={() => {}} />)

describe('SettingsDialog', () => {
  it('shows the four settings at their defaults', () => {
    open()
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument()
    expect(screen.getByLabelText('Week starts on')).toHaveValue('0')
    expect(screen.getByRole('option', { name: 'Sunday' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Monday' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Saturday' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '1:00 PM' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '13:00' })).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Time format' })).toBeInTheDocument()
    const zone = screen.getByLabelText('Time zone')
    expect(zone).toHaveValue('')
    expect(zone).toHaveAttribute('placeholder', `Device (${deviceZone()})`)
    expect(screen.getByRole('switch', { name: 'Show weekends' })).toBeChecked()
  })

  it('applies each change at once and keeps it', async () => {
    const user = userEvent.setup()
    open()
    await user.selectOptions(screen.getByLabelText('Week starts on'), 'Monday')
    await user.click(screen.getByRole('radio', { name: '13:00' }))
    await user.click(screen.getByRole('switch', { name: 'Show weekends' }))
    expect(getSettings()).toEqual({
      weekStartsOn: 1,
      timeFormat: '24h',
      timeZone: null,
      showWeekends: false,
      defaultReminders: DEFAULT_SETTINGS.defaultReminders,
    })
    expect(screen.getByRole('radio', { name: '13:00' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Show weekends' })).not.toBeChecked()
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toEqual(getSettings())
  })

  it("edits the default reminders of each kind, with the dialog's row editor", async () => {
    const user = userEvent.setup()
    open()
    const timed = screen.getByRole('group', { name: 'Events' })
    const allDay = screen.getByRole('group', { name: 'All-day events' })
    expect(within(timed).getByRole('combobox')).toHaveDisplayValue('10 minutes before')
    expect(within(allDay).queryByRole('combobox')).not.toBeInTheDocument()
    await user.selectOptions(within(timed).getByRole('combobox'), '1 hour before')
    await user.click(within(allDay).getByRole('button', { name: 'Add reminder' }))
    expect(getSettings().defaultReminders).toEqual({
      timed: [{ kind: 'before', minutes: 60 }],
      allDay: [{ kind: 'day', daysBefore: 1, minuteOfDay: 540 }],
    })
    expect(within(allDay).getByRole('combobox')).toHaveDisplayValue('The day before at 9:00 AM')
    await user.click(within(timed).getByRole('button', { name: 'Remove reminder 1 hour before' }))
    expect(getSettings().defaultReminders.timed).toEqual([])
    // The time in the person's format.
    await user.click(screen.getByRole('radio', { name: '13:00' }))
    expect(within(allDay).getByRole('combobox')).toHaveDisplayValue('The day before at 09:00')
  })

  it('takes a zone from the list, and the device again when emptied', async () => {
    const user = userEvent.setup()
    open()
    const field = screen.getByLabelText('Time zone')
    await user.type(field, 'America/New_York')
    expect(getSettings().timeZone).toBe('America/New_York')
    await user.clear(field)
    await user.keyboard('{Enter}')
    expect(getSettings().timeZone).toBeNull()
    // Typed in other letters: read as the zone once the field is left.
    await user.type(field, 'europe/berlin{Enter}')
    expect(getSettings().timeZone).toBe('Europe/Berlin')
    expect(field).toHaveValue('Europe/Berlin')
  })

  it('gives text that is no zone a message beside the field and changes nothing', async () => {
    const user = userEvent.setup()
    await updateSettings({ timeZone: 'Europe/London' })
    open()
    const field = screen.getByLabelText('Time zone')
    await user.clear(field)
    await user.type(field, 'Mars/Olympus{Enter}')
    const message = screen.getByRole('alert')
    expect(message).toHaveTextContent("'Mars/Olympus' is not a time zone")
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(message.textContent!)
    expect(getSettings().timeZone).toBe('Europe/London')
    await user.clear(field)
    await user.type(field, '+02:00')
    await user.tab()
    expect(screen.getByRole('alert')).toHaveTextContent("'+02:00' is not a time zone")
    expect(getSettings().timeZone).toBe('Europe/London')
  })

  it("follows a change made elsewhere (another tab's)", async () => {
    open()
    await act(() => updateSettings({ timeFormat: '24h', weekStartsOn: 6, timeZone: 'UTC' }))
    expect(screen.getByRole('radio', { name: '13:00' })).toBeChecked()
    expect(screen.getByLabelText('Week starts on')).toHaveValue('6')
    expect(screen.getByLabelText('Time zone')).toHaveValue('UTC')
  })
})
