import { describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { local } from '@/test/zone'
import type { ViewMode } from '@/model/views'
import { CalendarContext } from '@/components/shell/calendar-context'
import { MiniMonth } from './mini-month'

function calendar(view: ViewMode, date: Date, goTo = vi.fn()) {
  return {
    view,
    date,
    today: local(2026, 11, 18, 9),
    setView: vi.fn(),
    goToday: vi.fn(),
    goTo,
    showView: vi.fn(),
    step: vi.fn(),
  }
}

const ui = (view: ViewMode, date: Date, goTo = vi.fn()) => (
  <CalendarContext value={calendar(view, date, goTo)}>
    <MiniMonth />
  </CalendarContext>
)

const grid = () => screen.getByRole('grid', { name: 'Mini calendar' })

/** The months around the shown one are rendered once a frame has been painted. */
const afterPaint = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))))

/** The grid's days, their tab stop left out: it stays on the day the grid last had focus on. */
const days = () => grid().innerHTML.replace(/ tabindex="-?\d"/g, '')

/** The grid as a render that starts at `view` and `date` draws it. */
function freshDays(view: ViewMode, date: Date) {
  cleanup()
  render(ui(view, date))
  return days()
}

describe('MiniMonth', () => {
  it("after a 'next' into another month, draws it as a first render there does", async () => {
    const { rerender } = render(ui('month', local(2026, 11, 18)))
    await afterPaint()
    rerender(ui('month', local(2026, 12, 18)))
    expect(screen.getByText('December 2026')).toBeInTheDocument()
    // Only the shown month is in the document: 42 days.
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(42)
    const shown = within(grid()).getByRole('button', { name: 'Fri, Dec 18, 2026' })
    expect(shown.closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true')
    // The day focused last (November 18) is not drawn: the tab stop is the month's first day.
    expect(within(grid()).getByRole('button', { name: 'Tue, Dec 1, 2026' })).toHaveAttribute(
      'tabindex',
      '0',
    )
    const html = days()
    expect(freshDays('month', local(2026, 12, 18))).toBe(html)
  })

  it("keeps the month left by a 'next' and shows it again on 'previous'", async () => {
    const { rerender } = render(ui('month', local(2026, 11, 18)))
    const november = within(grid()).getByRole('button', { name: 'Wed, Nov 18, 2026' })
    await afterPaint()
    rerender(ui('month', local(2026, 12, 18)))
    await afterPaint()
    rerender(ui('month', local(2026, 11, 18)))
    expect(within(grid()).getByRole('button', { name: 'Wed, Nov 18, 2026' })).toBe(november)
    expect(november).toHaveAttribute('aria-current', 'date')
  })

  it("marks the week shown, and moves the mark on a week 'next' across a month's end", async () => {
    const { rerender } = render(ui('week', local(2026, 11, 26)))
    await afterPaint()
    rerender(ui('week', local(2026, 12, 3)))
    const marked = within(grid())
      .getAllByRole('gridcell')
      .filter((cell) => cell.className.includes('bg-primary/10'))
      .map((cell) => cell.textContent)
    // The week of Sunday, November 29 (its first row in December).
    expect(marked).toEqual(['29', '30', '1', '2', '3', '4', '5'])
    const html = days()
    expect(freshDays('week', local(2026, 12, 3))).toBe(html)
  })

  it('the arrows move the mini month only; a day click goes there', async () => {
    const goTo = vi.fn()
    render(ui('month', local(2026, 11, 18), goTo))
    await afterPaint()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(screen.getByText('January 2027')).toBeInTheDocument()
    // The tab stop is the month's first day: the one selected is not drawn.
    expect(within(grid()).getByRole('button', { name: 'Fri, Jan 1, 2027' })).toHaveAttribute(
      'tabindex',
      '0',
    )
    await user.click(within(grid()).getByRole('button', { name: 'Fri, Jan 15, 2027' }))
    expect(goTo).toHaveBeenCalledWith(local(2027, 1, 15))
  })
})
