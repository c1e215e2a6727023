import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { lazyPart } from '@/lib/lazy-with-preload'
import { Toaster } from '../ui/toaster'
import { LoadBoundary } from './load-boundary'
import { ViewLoadError } from './view-load-error'

// React reports every error a boundary catches on the console; here they are the point.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined))
afterEach(() => vi.restoreAllMocks())

/** A part whose chunk fails to arrive `failures` times, then arrives. */
function flakyPart(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module')
    return { default: () => <p>The part</p> }
  })
  return { load, Part: lazyPart(load) }
}

it('shows a view that did not arrive as an error with a retry, which fetches its code again', async () => {
  const { load, Part } = flakyPart(2)
  render(
    <LoadBoundary fallback={(retry) => <ViewLoadError onRetry={retry} />}>
      <Part />
    </LoadBoundary>,
  )
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This view could not be loaded.')
  expect(alert).toHaveTextContent('Check your connection and try again.')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  // The second fetch fails too: the error is back, and a third try brings the view.
  expect(await screen.findByRole('alert')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('The part')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(3)
})

it('turns a dialog that did not arrive into a toast, closes it, and tries again when it is opened again', async () => {
  const { load, Part } = flakyPart(1)
  const onError = vi.fn()
  const dialog = (open: boolean) => (
    <>
      <LoadBoundary open={open} onError={onError}>
        <Part />
      </LoadBoundary>
      <Toaster />
    </>
  )
  const { rerender } = render(dialog(true))
  expect(
    await screen.findByText(
      'Could not load this part of Calendar. Check your connection and try again.',
    ),
  ).toBeInTheDocument()
  expect(onError).toHaveBeenCalledTimes(1)
  // Closed (what onError does) it stays quiet: no second fetch, no second toast.
  rerender(dialog(false))
  expect(load).toHaveBeenCalledTimes(1)
  expect(screen.queryByText('The part')).not.toBeInTheDocument()
  rerender(dialog(true))
  expect(await screen.findByText('The part')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
  expect(onError).toHaveBeenCalledTimes(1)
})
