import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defaultCustom, noRepeat, type RepeatValue } from '@/model/recurrence/presets'
import { local } from '@/test/zone'
import { RepeatField, type RepeatFieldProps } from './repeat-field'

// Tuesday November 10, 2026, 9:00 AM on the local clock: the second Tuesday of its month.
const tuesday = local(2026, 11, 10, 9)

/** The field with its value held in state, as the form holds it; every change is recorded. */
function Harness({
  initial,
  onValue,
  ...props
}: Omit<RepeatFieldProps, 'value' | 'onChange' | 'allDay'> & {
  allDay?: boolean
  initial?: RepeatValue
  onValue: (value: RepeatValue) => void
}) {
  const [value, setValue] = useState(initial ?? noRepeat(props.start))
  return (
    <RepeatField
      allDay={false}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onValue = vi.fn<(value: RepeatValue) => void>()
  const start = props.start ?? tuesday
  const view = render(<Harness start={start} onValue={onValue} {...props} />)
  const last = () => onValue.mock.lastCall?.[0]
  return { user: userEvent.setup(), onValue, last, ...view }
}

const repeat = () => screen.getByLabelText('Repeat') as HTMLSelectElement
const optionLabels = () =>
  within(repeat())
    .getAllByRole('option')
    .map((option) => option.textContent)
const weekday = (name: string) => screen.getByRole('button', { name })

describe('RepeatField', () => {
  it("lists decisions.md's choices for the start, 'Does not repeat' chosen", () => {
    setup()
    expect(screen.getByRole('combobox', { name: 'Repeat' })).toBe(repeat())
    expect(optionLabels()).toEqual([
      'Does not repeat',
      'Daily',
      'Weekly on Tuesday',
      'Monthly on day 10',
      'Monthly on the second Tuesday',
      'Annually on November 10',
      'Every weekday (Monday to Friday)',
      'Custom\u2026',
    ])
    expect(repeat()).toHaveValue('none')
    expect(screen.queryByLabelText('Repeat every')).not.toBeInTheDocument()
  })

  it('gives the preset chosen', async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'Monthly on the second Tuesday')
    expect(last()).toEqual({ preset: 'monthly-nth', custom: defaultCustom(tuesday) })
    expect(repeat()).toHaveValue('monthly-nth')
  })

  it('follows the start: its labels are read from the new date', () => {
    const onValue = vi.fn()
    const { rerender } = render(<Harness start={tuesday} onValue={onValue} />)
    expect(optionLabels()).toContain('Weekly on Tuesday')
    rerender(<Harness start={local(2028, 2, 29, 14)} onValue={onValue} />)
    expect(optionLabels()).toEqual([
      'Does not repeat',
      'Daily',
      'Weekly on Tuesday',
      'Monthly on day 29',
      'Monthly on the last Tuesday',
      'Annually on February 29',
      'Every weekday (Monday to Friday)',
      'Custom\u2026',
    ])
    rerender(<Harness start={local(2026, 12, 31, 9)} onValue={onValue} />)
    expect(optionLabels().slice(2, 6)).toEqual([
      'Weekly on Thursday',
      'Monthly on day 31',
      'Monthly on the last Thursday',
      'Annually on December 31',
    ])
  })

  it("'Custom…' shows Google Calendar's fields inline: every 1 week on the start's weekday, never ending", async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'Custom\u2026')
    expect(last()).toEqual({ preset: 'custom', custom: defaultCustom(tuesday) })
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Repeat every')).toHaveValue(1)
    const unit = screen.getByRole('combobox', { name: 'Frequency' })
    expect(unit).toHaveValue('WEEKLY')
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['day', 'week', 'month', 'year'])
    const days = within(screen.getByRole('group', { name: 'Repeat on' })).getAllByRole('button')
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ])
    expect(days.map((day) => day.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ])
    const ends = screen.getByRole('radiogroup', { name: 'Ends' })
    expect(within(ends).getByRole('radio', { name: 'Never' })).toBeChecked()
    expect(within(ends).getByRole('radio', { name: 'On' })).not.toBeChecked()
    expect(within(ends).getByRole('radio', { name: 'After' })).not.toBeChecked()
    expect(screen.getByLabelText('End date')).toBeDisabled()
    expect(screen.getByLabelText('Occurrences')).toBeDisabled()
    // The name 'Repeat' still finds only the select.
    expect(screen.getAllByLabelText('Repeat')).toHaveLength(1)
  })

  it('toggles weekdays, in Sunday-to-Saturday order', async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'custom')
    await user.click(weekday('Thursday'))
    expect(weekday('Thursday')).toHaveAttribute('aria-pressed', 'true')
    expect(last()?.custom.weekdays).toEqual([2, 4])
    await user.click(weekday('Sunday'))
    expect(last()?.custom.weekdays).toEqual([0, 2, 4])
    await user.click(weekday('Tuesday'))
    expect(weekday('Tuesday')).toHaveAttribute('aria-pressed', 'false')
    expect(last()?.custom.weekdays).toEqual([0, 4])
  })

  it('sets the interval, pluralizes the units, and shows Repeat on for weeks only', async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'custom')
    const every = screen.getByLabelText('Repeat every')
    await user.clear(every)
    expect(last()?.custom.interval).toBeNaN()
    await user.type(every, '2')
    expect(last()?.custom.interval).toBe(2)
    const unit = screen.getByRole('combobox', { name: 'Frequency' })
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['days', 'weeks', 'months', 'years'])
    await user.selectOptions(unit, 'months')
    expect(last()).toEqual({
      preset: 'custom',
      custom: { freq: 'MONTHLY', interval: 2, weekdays: [2], ends: { kind: 'never' } },
    })
    expect(screen.queryByRole('group', { name: 'Repeat on' })).not.toBeInTheDocument()
    await user.selectOptions(unit, 'weeks')
    expect(screen.getByRole('group', { name: 'Repeat on' })).toBeInTheDocument()
  })

  it("sets how it ends: 'On' a date, 'After' a number of occurrences, each remembered", async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'custom')
    await user.click(screen.getByRole('radio', { name: 'On' }))
    const date = screen.getByLabelText('End date')
    expect(date).toBeEnabled()
    // A few weeks in to start with: three months for a weekly repeat.
    expect(last()?.custom.ends).toEqual({ kind: 'on', date: '2027-02-10' })
    fireEvent.change(date, { target: { value: '2026-12-31' } })
    expect(last()?.custom.ends).toEqual({ kind: 'on', date: '2026-12-31' })

    await user.click(screen.getByRole('radio', { name: 'After' }))
    expect(screen.getByLabelText('End date')).toBeDisabled()
    const count = screen.getByLabelText('Occurrences')
    expect(count).toBeEnabled()
    expect(last()?.custom.ends).toEqual({ kind: 'after', count: 10 })
    await user.clear(count)
    await user.type(count, '5')
    expect(last()?.custom.ends).toEqual({ kind: 'after', count: 5 })

    await user.click(screen.getByRole('radio', { name: 'On' }))
    expect(last()?.custom.ends).toEqual({ kind: 'on', date: '2026-12-31' })
    await user.click(screen.getByRole('radio', { name: 'After' }))
    expect(last()?.custom.ends).toEqual({ kind: 'after', count: 5 })
    await user.click(screen.getByRole('radio', { name: 'Never' }))
    expect(last()?.custom.ends).toEqual({ kind: 'never' })
    expect(screen.getByLabelText('Occurrences')).toBeDisabled()
  })

  it('starts Custom from the preset chosen before it', async () => {
    const { user, last } = setup()
    await user.selectOptions(repeat(), 'Daily')
    await user.selectOptions(repeat(), 'Custom\u2026')
    expect(last()?.custom).toEqual({ ...defaultCustom(tuesday), freq: 'DAILY' })
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('DAILY')
    await user.selectOptions(repeat(), 'Every weekday (Monday to Friday)')
    await user.selectOptions(repeat(), 'Custom\u2026')
    expect(last()?.custom.weekdays).toEqual([1, 2, 3, 4, 5])
  })

  it('opens on a saved custom value', () => {
    setup({
      initial: {
        preset: 'custom',
        custom: {
          freq: 'WEEKLY',
          interval: 3,
          weekdays: [1, 4],
          ends: { kind: 'after', count: 7 },
        },
      },
    })
    expect(repeat()).toHaveValue('custom')
    expect(screen.getByLabelText('Repeat every')).toHaveValue(3)
    expect(weekday('Monday')).toHaveAttribute('aria-pressed', 'true')
    expect(weekday('Thursday')).toHaveAttribute('aria-pressed', 'true')
    expect(weekday('Tuesday')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('radio', { name: 'After' })).toBeChecked()
    expect(screen.getByLabelText('Occurrences')).toHaveValue(7)
  })

  it('shows the error under the field and describes the select with it', () => {
    const error = 'Repeat every must be a whole number from 1 to 999'
    const { rerender } = render(
      <RepeatField
        start={tuesday}
        allDay={false}
        value={{ preset: 'custom', custom: { ...defaultCustom(tuesday), interval: 0 } }}
        onChange={() => {}}
        error={error}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(error)
    expect(repeat()).toHaveAccessibleDescription(error)
    expect(repeat()).toHaveAttribute('aria-invalid', 'true')
    rerender(
      <RepeatField start={tuesday} allDay={false} value={noRepeat(tuesday)} onChange={() => {}} />,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(repeat()).not.toHaveAttribute('aria-invalid')
  })

  it('disables every control when disabled', () => {
    setup({ disabled: true, initial: { preset: 'custom', custom: defaultCustom(tuesday) } })
    expect(repeat()).toBeDisabled()
    expect(screen.getByLabelText('Repeat every')).toBeDisabled()
    expect(weekday('Tuesday')).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Never' })).toBeDisabled()
  })
})
