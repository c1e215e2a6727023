import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_KEY } from '@/theme/theme'
import { setThemeChoice } from '@/theme/theme-store'
import { MoreMenu } from './more-menu'

/** The menu reads the calendars ('Export .ics' asks which with more than one). */
const renderMenu = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MoreMenu />
    </QueryClientProvider>,
  )

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
})
