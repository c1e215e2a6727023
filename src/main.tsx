import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { App } from './app'
import './index.css'

const queryClient = new QueryClient({
  defaultOptions: {
    // One attempt, as the spec's single load: a failure is reported at once.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
)
