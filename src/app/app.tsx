import { Route, Routes } from 'react-router'
import { CalendarPage } from '@/components/shell/calendar-page'
import { ConfigError } from './pages/config-error'
import { NotFound } from './pages/not-found'
import { Toaster } from '@/components/ui/toaster'
import { sqlEditor } from '@/data/client/supabase'
import { useSupabaseSetup } from '@/data/client/use-supabase-setup'

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
