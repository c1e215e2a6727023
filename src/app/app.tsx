import { Route, Switch } from 'wouter'
import { CalendarPage } from '@/components/shell/calendar-page'
import { LoadBoundary } from '@/components/infra/load-boundary'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { isPrivateMode } from '@/data/auth/is-private'
import { sqlEditor } from '@/data/client/supabase'
import { useSupabaseSetup } from '@/data/client/use-supabase-setup'
import { lazyPart } from '@/lib/lazy-with-preload'

// Private mode's sign-in and its gate: a chunk of their own, which the shared calendar never
// loads (the first paint's budget); in private mode it comes while supabase-js does, and both
// are needed before anything can be shown.
const SessionGate = lazyPart(() => import('@/components/auth/session-gate'))
// Pages that the calendar's first paint never shows: chunks of their own (the budget again).
const ConfigError = lazyPart(() => import('./pages/config-error'), 'ConfigError')
const NotFound = lazyPart(() => import('./pages/not-found'), 'NotFound')

export function App() {
  const setup = useSupabaseSetup()
  if (setup && !setup.ok) {
    return (
      <LoadBoundary>
        <ConfigError missing={setup.missing} message={setup.message} />
      </LoadBoundary>
    )
  }
  const calendar = <CalendarPage sqlEditor={sqlEditor} />
  return (
    <>
      <Switch>
        <Route path="/">
          {isPrivateMode ? (
            <LoadBoundary>
              <SessionGate>{calendar}</SessionGate>
            </LoadBoundary>
          ) : (
            calendar
          )}
        </Route>
        {/* Any other path: the 404 page. */}
        <Route>
          <LoadBoundary>
            <NotFound />
          </LoadBoundary>
        </Route>
      </Switch>
      <LazyToaster />
    </>
  )
}
