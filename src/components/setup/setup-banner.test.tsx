import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupSql } from '@/data/schema/setup-sql'
import { SetupBanner } from './setup-banner'
import { Toaster } from '../ui/toaster'

function setup(provider: 'Supabase' | 'local' = 'local') {
  const user = userEvent.setup()
  render(
    <>
      <SetupBanner sqlEditor={{ url: 'http://127.0.0.1:54321/sql-editor', provider }} />
      <Toaster />
    </>,
  )
  return user
}

describe('SetupBanner', () => {
  it('shows the title, the three steps and the exact SQL', () => {
    setup()
    expect(screen.getByRole('heading', { name: 'Quick Setup Required (One-Time)' })).toBeVisible()
    expect(
      screen.getByText('The calendar needs a database table. Follow these 3 simple steps:'),
    ).toBeVisible()
    expect(screen.getByText('Paste the SQL and click "Run" (then refresh this page)')).toBeVisible()
    const link = screen.getByRole('link', { name: 'Open SQL Editor' })
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:54321/sql-editor')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('View SQL')).toBeInTheDocument()
    expect(document.querySelector('pre')?.textContent).toBe(setupSql)
  })

  it.each([
    ['local', 'SQL copied to clipboard. Now paste it in the local SQL Editor.'],
    ['Supabase', 'SQL copied to clipboard. Now paste it in the Supabase SQL Editor.'],
  ] as const)('copies the exact SQL and names the %s editor', async (provider, text) => {
    const user = setup(provider)
    await user.click(screen.getByRole('button', { name: 'Copy SQL to Clipboard' }))
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(setupSql)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('shows Copied! for 2 seconds', async () => {
    // Real timers: fake ones and Testing Library's waitFor fight over the clock.
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Copy SQL to Clipboard' }))
    await screen.findByRole('button', { name: 'Copied!' })
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: 'Copy SQL to Clipboard' }, { timeout: 1000 }),
    ).toBeInTheDocument()
  })

  it('says to copy by hand when the clipboard refuses', async () => {
    const user = setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy SQL to Clipboard' }))
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument()
    expect(screen.getByText('Please copy the SQL manually')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy SQL to Clipboard' })).toBeInTheDocument()
  })
})
