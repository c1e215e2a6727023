import { Route, Routes } from 'react-router'
import { CalendarPage } from './components/calendar/calendar-page'
import { ConfigError } from './components/pages/config-error'
import { NotFound } from './components/pages/not-found'
import { Toaster } from './components/ui/toaster'
import { sqlEditor } from './data/supabase'
import { useSupabaseSetup } from './data/use-supabase-setup'

export function App() {
  const setup = useSupabaseSetup()
  if (setup && !setup.ok) return <ConfigError missing={setup.missing} message={setup.message} />
  return (
    <>
      <Routes>
        <Route path="/" element={<CalendarPage sqlEditor={sqlEditor} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Toaster />
    </>
  )
}
