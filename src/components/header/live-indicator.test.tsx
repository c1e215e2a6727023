import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { offlineStore } from '@/data/offline/online-status'
import { LiveIndicator } from './live-indicator'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  offlineStore.set(false)
})

it('says live updates are paused only after a loss has lasted 2 seconds, each time', () => {
  const { rerender } = render(<LiveIndicator status="connecting" />)
  const status = screen.getByRole('status')
  expect(status).toHaveTextContent('')
  rerender(<LiveIndicator status="live" />)
  rerender(<LiveIndicator status="off" />)
  act(() => vi.advanceTimersByTime(1_900))
  expect(status).toHaveTextContent('')
  act(() => vi.advanceTimersByTime(200))
  expect(status).toHaveTextContent('Live updates paused')
  rerender(<LiveIndicator status="live" />)
  expect(status).toHaveTextContent('')
  // A new loss starts unseen again; a reconnect within the grace period is never shown.
  rerender(<LiveIndicator status="off" />)
  expect(status).toHaveTextContent('')
  act(() => vi.advanceTimersByTime(1_000))
  rerender(<LiveIndicator status="live" />)
  act(() => vi.advanceTimersByTime(5_000))
  expect(status).toHaveTextContent('')
})

it("says 'Offline' at once while offline, in place of live updates paused", () => {
  const { rerender } = render(<LiveIndicator status="off" />)
  const status = screen.getByRole('status')
  act(() => offlineStore.set(true))
  expect(status).toHaveTextContent(/^Offline$/)
  act(() => vi.advanceTimersByTime(5_000))
  expect(status).toHaveTextContent(/^Offline$/)
  act(() => offlineStore.set(false))
  expect(status).toHaveTextContent('Live updates paused')
  rerender(<LiveIndicator status="live" />)
  expect(status).toHaveTextContent('')
})
