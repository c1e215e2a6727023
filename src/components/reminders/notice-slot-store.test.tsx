import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { shownReminders, useRemindersExist, windowReminders } from './notice-slot-store'

function Probe() {
  return <p>{useRemindersExist() ? 'wanted' : 'not wanted'}</p>
}

afterEach(() => {
  shownReminders.set(false)
  windowReminders.set(false)
})

describe('useRemindersExist', () => {
  it('follows either flag, in any order, through every render', () => {
    render(<Probe />)
    expect(screen.getByText('not wanted')).toBeTruthy()
    // The events come first (the calendar's screen), then the reminders' window, then each
    // goes: the hook's own hooks must be the same on every one of these renders.
    act(() => shownReminders.set(true))
    expect(screen.getByText('wanted')).toBeTruthy()
    act(() => windowReminders.set(true))
    act(() => shownReminders.set(false))
    expect(screen.getByText('wanted')).toBeTruthy()
    act(() => windowReminders.set(false))
    expect(screen.getByText('not wanted')).toBeTruthy()
  })
})
