import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { local } from '@/test/zone'
import type { CalendarEvent } from '@/model/types'
import { setWeekShape } from '@/model/time/week-start'
import { VIEWS } from '@/model/views'
import { CalendarActionsContext, CalendarContext } from '@/components/shell/calendar-context'
import { MonthView } from './month-view'

const ev = (id: string, h: number, title = id): CalendarEvent => ({
  id,
  title,
  description: null,
  start: local(2026, 11, 21, h),
  end: local(2026, 11, 21, h + 1),
  color: '#3b82f6',
  allDay: false,
})

function setup(events: CalendarEvent[]) {
  const onDayClick = vi.fn()
  const onEventClick = vi.fn()
  const date = local(2026, 11, 21)
  const calendar = { view: 'month', date, today: local(2026, 11, 21, 12) } as const
  const actions = {
    openNew: vi.fn(),
    openSlot: vi.fn(),
    openDay: onDayClick,
    openRange: vi.fn(),
    goTo: vi.fn(),
    openEvent: onEventClick,
  }
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <CalendarContext
        value={{
          ...calendar,
          setView: vi.fn(),
          goToday: vi.fn(),
          goTo: vi.fn(),
          showView: vi.fn(),
          step: vi.fn(),
        }}
      >
        <CalendarActionsContext value={actions}>
          <MonthView date={date} days={VIEWS.month.days(date)} events={events} loading={false} />
        </CalendarActionsContext>
      </CalendarContext>
    </QueryClientProvider>,
  )
  const cell = (date: string) => container.querySelector(`[data-date="${date}"]`) as HTMLElement
  return { user: userEvent.setup(), onDayClick, onEventClick, cell, container }
}

describe('MonthView', () => {
  it('shows whole weeks Sun..Sat with dimmed outside days and today marked', () => {
    const { cell, container } = setup([])
    const headers = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    headers.forEach((h) => expect(screen.getByText(h)).toBeInTheDocument())
    expect(container.querySelectorAll('[data-date]')).toHaveLength(35)
    expect(cell('2026-12-05')).toHaveAttribute('data-outside')
    expect(cell('2026-11-05')).not.toHaveAttribute('data-outside')
    expect(cell('2026-11-21')).toHaveAttribute('data-today')
  })

  it("shows at most 3 events as 'h:mm a' plus title, then '+N more'", () => {
    const { cell } = setup([ev('a', 9), ev('b', 10), ev('c', 13), ev('d', 15), ev('e', 17)])
    const day = within(cell('2026-11-21'))
    expect(day.getAllByRole('button', { name: /AM|PM/ }).map((b) => b.textContent)).toEqual([
      '9:00 AM a',
      '10:00 AM b',
      '1:00 PM c',
    ])
    expect(day.getByText('+2 more')).toBeInTheDocument()
  })

  it('renders a title holding HTML as text', () => {
    const { cell } = setup([ev('x', 9, '<img src=x onerror=alert(1)>')])
    expect(within(cell('2026-11-21')).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(cell('2026-11-21').querySelector('img')).toBeNull()
  })

  it('opens a day on a click in its cell, and an event (only) on a click on the event', async () => {
    const { user, cell, onDayClick, onEventClick } = setup([ev('a', 9)])
    await user.click(cell('2026-11-10'))
    expect(onDayClick).toHaveBeenCalledExactlyOnceWith(local(2026, 11, 10))
    await user.click(within(cell('2026-11-21')).getByRole('button', { name: '9:00 AM a' }))
    expect(onEventClick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'a' }))
    expect(onDayClick).toHaveBeenCalledTimes(1)
  })

  it("'+N more' is a button opening a list of every event of the day, by keyboard too", async () => {
    const events = [ev('a', 9), ev('b', 10), ev('c', 13), ev('d', 15), ev('e', 17)]
    const { user, cell, onDayClick, onEventClick } = setup(events)
    const more = within(cell('2026-11-21')).getByRole('button', { name: '+2 more' })
    more.focus()
    await user.keyboard('{Enter}')
    // The open list is a chunk of its own (event-list-popover.tsx): found once it has come.
    const list = await screen.findByRole('dialog', { name: 'Saturday, November 21' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM a', '10:00 AM b', '1:00 PM c', '3:00 PM d', '5:00 PM e'])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(more).toHaveFocus()
    expect(onDayClick).not.toHaveBeenCalled()

    await user.click(more)
    await user.click(await screen.findByRole('button', { name: '5:00 PM e' }))
    expect(onEventClick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'e' }))
    expect(onDayClick).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows an event under 24 hours across midnight on each day, saying where it goes on', () => {
    const late: CalendarEvent = {
      ...ev('late', 0, 'Late'),
      start: local(2026, 11, 20, 18),
      end: local(2026, 11, 21, 10),
    }
    const { cell } = setup([ev('a', 8), late])
    const first = (date: string) => cell(date).querySelector('[data-event-id]')
    expect(first('2026-11-20')).toHaveAttribute('data-event-id', 'late')
    expect(first('2026-11-21')).toHaveAttribute('data-event-id', 'late')
    expect(first('2026-11-20')).toHaveAccessibleDescription('Continues into the next day')
    expect(first('2026-11-21')).toHaveAccessibleDescription('Continues from the previous day')
    expect(cell('2026-11-22').querySelector('[data-event-id]')).toBeNull()
  })

  it('draws an event of 24 hours or more as one bar per week row, over room kept in each day', () => {
    // Friday 18:00 to Sunday 10:00: Fri-Sat in one row, Sunday in the next.
    const trip: CalendarEvent = {
      ...ev('trip', 0, 'Trip'),
      start: local(2026, 11, 20, 18),
      end: local(2026, 11, 22, 10),
    }
    const { container, cell } = setup([ev('a', 8), trip])
    const bars = [...container.querySelectorAll('[data-bar][data-event-id="trip"]')]
    expect(bars.map((b) => [b.getAttribute('data-first'), b.getAttribute('data-last')])).toEqual([
      ['2026-11-20', '2026-11-21'],
      ['2026-11-22', '2026-11-22'],
    ])
    expect(bars[0]).toHaveAccessibleDescription('Continues into the next week')
    expect(bars[1]).toHaveAccessibleDescription('Continues from the previous week')
    expect(bars[0]).toHaveTextContent('6:00 PM Trip')
    // Saturday keeps its first row for the bar; its own event goes below.
    const saturday = cell('2026-11-21')
    expect(saturday.querySelectorAll('[aria-hidden].h-6')).toHaveLength(1)
    expect(saturday.querySelector('[data-event-id]')).toHaveAttribute('data-event-id', 'a')
  })

  it("counts bars in the 3-a-day limit, and '+N more' lists the whole day", async () => {
    const bar = (id: string, from: number, to: number): CalendarEvent => ({
      ...ev(id, 0, id),
      start: local(2026, 11, from),
      end: local(2026, 11, to + 1),
      allDay: true,
    })
    const { user, cell, container } = setup([
      bar('b1', 17, 21),
      bar('b2', 19, 21),
      ev('t1', 9),
      ev('t2', 10),
    ])
    const day = within(cell('2026-11-21'))
    expect(day.getAllByRole('button', { name: /AM|PM/ }).map((b) => b.textContent)).toEqual([
      '9:00 AM t1',
    ])
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(2)
    await user.click(day.getByRole('button', { name: '+1 more' }))
    const list = await screen.findByRole('dialog')
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All day b1', 'All day b2', '9:00 AM t1', '10:00 AM t2'])
  })

  it('shows an event ending before it starts once, on its start day', () => {
    const reversed: CalendarEvent = {
      ...ev('r', 0, 'Reversed'),
      start: local(2026, 11, 21, 10),
      end: local(2026, 11, 19, 9),
    }
    const { container } = setup([reversed])
    expect(container.querySelectorAll('[data-event-id="r"]')).toHaveLength(1)
    expect(container.querySelector('[data-date="2026-11-21"] [data-event-id="r"]')).not.toBeNull()
  })

  it("closes the last column with the grid's own border, weekends shown or not", () => {
    // Each week's last day has no right border of its own (the grid's border is there).
    const lastBorders = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('[data-date]')]
        .filter((cell) => cell.classList.contains('border-r-0'))
        .map((cell) => cell.dataset.date)
    const shown = setup([])
    expect(lastBorders(shown.container)).toEqual([
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
      '2026-11-28',
      '2026-12-05',
    ])
    shown.container.remove()
    setWeekShape(0, false)
    try {
      const { container } = setup([])
      expect(container.querySelectorAll('[role="columnheader"]')).toHaveLength(5)
      expect(lastBorders(container)).toEqual([
        '2026-11-06',
        '2026-11-13',
        '2026-11-20',
        '2026-11-27',
        '2026-12-04',
      ])
    } finally {
      setWeekShape(0, true)
    }
  })
})
