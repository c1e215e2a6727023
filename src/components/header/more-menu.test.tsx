import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { calendarKeys } from '@/data/events/query-keys'
import type { Calendar } from '@/model/calendars/calendar'
import { THEME_KEY } from '@/theme/theme'
import { setThemeChoice } from '@/theme/theme-store'
import MoreMenu from './more-menu'

/**
 * The menu reads the calendars ('Export .ics' asks which with more than one): `calendars` is
 * the list as the sidebar's read left it (this test has no backend, so it is not read again).
 */
function renderMenu(calendars: Calendar[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  client.setQueryData(calendarKeys.all, calendars)
  return render(
    <QueryClientProvider client={client}>
      <MoreMenu />
    </QueryClientProvider>,
  )
}

const calendar = (id: string, name: string, position: number): Calendar => ({
  id,
  name,
  color: '#3b82f6',
  shown: true,
  position,
})

describe('MoreMenu', () => {
  afterEach(() => {
    setThemeChoice('system')
    window.localStorage.clear()
  })

  it("offers the theme under 'Theme', System chosen by default, and applies a choice", async () => {
    const user = userEvent.setup()
    renderMenu()
    await user.click(screen.getByRole('button', { name: 'More' }))
    const menu = screen.getByRole('menu')
    expect(menu).toHaveTextContent(/^Import \.ics…Export \.icsPrintSettingsTheme/)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Import .ics…',
      'Export .ics',
      'Print',
      'Settings',
    ])
    const items = screen.getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System'])
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.documentElement).toHaveClass('dark')
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark')

    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }))
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it("with several calendars, 'Export .ics' asks: 'All calendars' or one, names as text", async () => {
    const user = userEvent.setup()
    renderMenu([calendar('b', '<b>Work</b>', 1), calendar('a', 'Calendar', 0)])
    await user.click(screen.getByRole('button', { name: 'More' }))
    await user.click(screen.getByRole('menuitem', { name: 'Export .ics' }))
    const ask = await screen.findByRole('dialog', { name: 'Export events' })
    const field = within(ask).getByLabelText('Calendar')
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All calendars', 'Calendar', '<b>Work</b>'])
    expect(field).toHaveValue('')
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
