import { Component, Suspense, type ReactNode } from 'react'
import { retryFailedLoads } from '@/lib/lazy-with-preload'
import { toast } from '../ui/use-toast'

/**
 * What a part loaded on demand says when its code did not arrive (docs/decisions.md, "Code that
 * does not arrive").
 */
const LOAD_FAILED = {
  title: 'Error',
  description: 'Could not load this part of Calendar. Check your connection and try again.',
}

interface Props {
  children: ReactNode
  /**
   * What stands in for a part that failed, given a `retry` that renders it again (its chunk is
   * fetched anew, lazy-with-preload.ts). Without one, the failure is a toast and nothing is shown.
   */
  fallback?: (retry: () => void) => ReactNode
  /** Called once a part has failed: a dialog whose code did not arrive closes. */
  onError?: () => void
  /** A dialog's open state: it tries again each time the dialog is opened again. */
  open?: boolean
  /** What stands in for the part while its code is on its way; nothing when not given. */
  loading?: ReactNode
}

/**
 * Where a part loaded on demand (a view, a dialog) goes: nothing while its code is on its way
 * (Suspense), and when the code does not arrive, or the part throws, the rest of the calendar
 * stays usable and the part is tried again on request. A class because React catches render errors only in one
 * (getDerivedStateFromError). Our own, not react-error-boundary: that would add about 1 kB to
 * the initial script, which had 1.1 kB left of its 170 kB budget (docs/performance.md).
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  // Each boundary put up is a fresh try: a view switched to again fetches its code again.
  constructor(props: Props) {
    super(props)
    retryFailedLoads()
  }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch() {
    if (!this.props.fallback) toast({ variant: 'destructive', ...LOAD_FAILED })
    this.props.onError?.()
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && this.props.open && !previous.open) this.retry()
  }

  retry = () => {
    retryFailedLoads()
    this.setState({ failed: false })
  }

  render() {
    if (!this.state.failed)
      return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>
    return this.props.fallback?.(this.retry) ?? null
  }
}
