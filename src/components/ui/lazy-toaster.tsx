// The toasts' code (Radix Toast and its styles: about 5 kB gzip) is not part of the first paint,
// which shows no toast: it is fetched right after that paint and rendered from the first toast
// on (docs/performance.md, "Bundle budget"). Should its chunk not arrive (the network dropped),
// the toasts still show, as plain text with their buttons: an error must never go unsaid.
import { useEffect, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { cn } from '@/lib/utils'
import { LoadBoundary } from '../infra/load-boundary'
import { useToast } from './use-toast'

const { Component: Toaster, preload } = lazyWithPreload(() => import('./toaster'), 'Toaster')

export function LazyToaster() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  useEffect(() => afterPaint(preload).cancel, [])
  // Kept once wanted: the Toaster plays a dismissed toast's way out.
  if (!wanted && toasts.length > 0) setWanted(true)
  if (!wanted) return null
  return (
    <LoadBoundary fallback={() => <PlainToasts />}>
      <Toaster />
    </LoadBoundary>
  )
}

/**
 * The toasts without their chunk: each one's words and buttons, in the same region and list
 * as Radix's (a screen reader hears them; a test finds them), announced politely.
 */
function PlainToasts() {
  const { toasts, dismiss } = useToast()
  return (
    <section aria-label="Notifications" className="fixed right-4 bottom-4 z-[100]">
      <ol aria-live="polite" className="grid gap-2">
        {toasts
          .filter((toast) => toast.open !== false)
          .map(({ id, title, description, action, variant }) => (
            <li
              key={id}
              data-variant={variant ?? 'default'}
              className={cn(
                'rounded-md border p-4 text-sm shadow-lg',
                variant === 'destructive'
                  ? 'border-destructive bg-destructive text-destructive-foreground'
                  : 'bg-background text-foreground',
              )}
            >
              {title && <p className="font-semibold">{title}</p>}
              {description && <p>{description}</p>}
              <p className="mt-2 flex gap-3">
                {action && (
                  <button type="button" className="underline" onClick={action.onClick}>
                    {action.label}
                  </button>
                )}
                <button type="button" className="underline" onClick={() => dismiss(id)}>
                  Close
                </button>
              </p>
            </li>
          ))}
      </ol>
    </section>
  )
}
