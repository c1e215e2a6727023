import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from './app'
import { loadSupabase } from '@/data/client/supabase'
import { startDeviceCache } from '@/data/offline/device-cache-start'
import { startTheme } from '@/theme/theme-store'
import '@/index.css'

// The Supabase client is a chunk of its own (most of the app's JavaScript): asked for now, it
// loads while React draws the first screen, and the first read goes out as soon as that is done.
void loadSupabase()

// public/theme-init.js set the theme before the first paint; from here it follows the choice.
startTheme()

const queryClient = new QueryClient({
  defaultOptions: {
    // One attempt, as the spec's single load: a failure is reported at once.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
})

// What this device showed before (IndexedDB), restored beside the first read: a reopened
// calendar paints its events before the network answers, and offline at all.
startDeviceCache(queryClient)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
)

// Offline and installable (docs/decisions.md, "Offline"): the built app only.
if (import.meta.env.PROD)
  addEventListener(
    'load',
    () => void import('./register-service-worker').then((sw) => sw.registerServiceWorker()),
    { once: true },
  )
