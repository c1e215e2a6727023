import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { ev } from '@/test/events'
import { local } from '@/test/zone'
import type { CalendarEvent } from '@/model/types'
import { CalendarActionsContext, CalendarContext } from '@/components/shell/calendar-context'
import { TimeGrid } from './time-grid'

const at = (d: number, h: number, m = 0) => local(2026, 11, d, h, m)

// One client for a test's renders: the grid reads the pages it renders ahead from its cache.
const queryClient = new QueryClient()

function grid(events: CalendarEvent[], days: Date[], actions: Record<string, unknown>) {
  const calendar = { view: 'week', date: days[0]!, today: new Date() } as const
  return (
    <QueryClientProvider client={queryClient}>
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
        <CalendarActionsContext value={actions as never}>
          <TimeGrid date={days[0]!} days={days} events={events} loading={false} />
        </CalendarActionsContext>
      </CalendarContext>
    </QueryClientProvider>
  )
}

function setup(events: CalendarEvent[], days = [local(2026, 11, 21), local(2026, 11, 22)]) {
  const onSlotClick = vi.fn()
  const onEventClick = vi.fn()
  const actions = {
    openNew: vi.fn(),
    openDay: vi.fn(),
    openSlot: onSlotClick,
    openRange: vi.fn(),
    openEvent: onEventClick,
  }
  const { container, rerender } = render(grid(events, days, actions))
  const block = (id: string, date: string) =>
    container.querySelector(`[data-date="${date}"] [data-event-id="${id}"]`) as HTMLElement
  const show = (next: CalendarEvent[], nextDays = days) => rerender(grid(next, nextDays, actions))
  return { user: userEvent.setup(), onSlotClick, onEventClick, block, container, show }
}

describe('TimeGrid', () => {
  it('clips an event across midnight to each day, saying where it goes on', () => {
    const { block } = setup([ev('late', at(21, 22), at(22, 2))])
    const first = block('late', '2026-11-21')
    const second = block('late', '2026-11-22')
    expect([first.style.top, first.style.height]).toEqual(['1320px', '119px'])
    expect([second.style.top, second.style.height]).toEqual(['0px', '119px'])
    expect(first).toHaveAccessibleDescription('Continues into the next day')
    expect(second).toHaveAccessibleDescription('Continues from the previous day')
  })

  it('draws an event ending before it starts as a 30px block at its start', () => {
    const { block, container } = setup([ev('r', at(21, 9), at(21, 8))])
    expect(container.querySelectorAll('[data-event-id="r"]')).toHaveLength(1)
    expect([block('r', '2026-11-21').style.top, block('r', '2026-11-21').style.height]).toEqual([
      '540px',
      '29px',
    ])
  })

  it("collapses a crowded hour into a '+N' button listing the hidden events", async () => {
    const events = Array.from({ length: 6 }, (_, i) => ev(`e${i}`, at(21, 9), at(21, 10)))
    const { user, container, onEventClick, onSlotClick } = setup(events)
    const day = container.querySelector('[data-date="2026-11-21"]') as HTMLElement
    expect(day.querySelectorAll('[data-event-id]')).toHaveLength(3)
    const more = within(day).getByRole('button', { name: '+3 more' })
    more.focus()
    await user.keyboard('{Enter}')
    const list = screen.getByRole('dialog', { name: 'Saturday, November 21: 3 more' })
    const items = within(list).getAllByRole('button')
    expect(items.map((b) => b.textContent)).toEqual(['9:00 AM e3', '9:00 AM e4', '9:00 AM e5'])
    await user.click(items[1] as HTMLElement)
    expect(onEventClick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'e4' }))
    expect(onSlotClick).not.toHaveBeenCalled()
  })

  it("opens the hour under a click on a column's empty part, and not under a block", () => {
    const { container, onSlotClick, onEventClick, block } = setup([ev('b', at(22, 9), at(22, 10))])
    const column = container.querySelector('[data-day-column][data-date="2026-11-22"]')!
    // jsdom lays nothing out: the column's top is 0, so clientY is the offset into the day.
    fireEvent.click(column, { clientY: 14 * 60 + 59 })
    expect(onSlotClick).toHaveBeenLastCalledWith(local(2026, 11, 22), 14)
    fireEvent.click(column, { clientY: 0 })
    expect(onSlotClick).toHaveBeenLastCalledWith(local(2026, 11, 22), 0)
    fireEvent.click(block('b', '2026-11-22'), { clientY: 9 * 60 + 10 })
    expect(onEventClick).toHaveBeenCalledOnce()
    expect(onSlotClick).toHaveBeenCalledTimes(2)
  })
})
