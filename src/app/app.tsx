import { Route, Routes } from 'react-router'
import { CalendarPage } from '@/components/shell/calendar-page'
import { LoadBoundary } from '@/components/infra/load-boundary'
import { ConfigError } from './pages/config-error'
import { NotFound } from './pages/not-found'
import { Toaster } from '@/components/ui/toaster'
import { isPrivateMode } from '@/data/auth/is-private'
import { sqlEditor } from '@/data/client/supabase'
import { useSupabaseSetup } from '@/data/client/use-supabase-setup'
import { lazyPart } from '@/lib/lazy-with-preload'

// Private mode's sign-in and its gate: a chunk of their own, which the shared calendar never
// loads (the first paint's budget); in private mode it comes while supabase-js does, and both
// are needed before anything can be shown.
const SessionGate = lazyPart(() => import('@/components/auth/session-gate'))

export function App() {
  const setup = useSupabaseSetup()
  if (setup && !setup.ok) return <ConfigError missing={setup.missing} message={setup.message} />
  const calendar = <CalendarPage sqlEditor={sqlEditor} />
  return (
    <>
      <Routes>
        <Route
          path="/"
          element={
            isPrivateMode ? (
              <LoadBoundary>
                <SessionGate>{calendar}</SessionGate>
              </LoadBoundary>
            ) : (
              calendar
            )
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Toaster />
    </>
  )
}
