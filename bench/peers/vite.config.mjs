// Builds the peer pages (one per calendar, each loading its events all at once or by range)
// into bench/dist/site/peers, served at /peers/ by the same local backend as our app, so a
// range-loading page reads the backend from its own origin as our app does (no CORS
// preflight). '@' is our src/, as in the app's build: the range pages use its listEvents.
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = import.meta.dirname
const page = (name) => path.join(root, `${name}.html`)
export default defineConfig({
  root,
  base: '/peers/',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(root, '../../src') } },
  build: {
    outDir: path.join(root, '../dist/site/peers'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        fullcalendar: page('fullcalendar'),
        rbc: page('rbc'),
        'schedule-x': page('schedule-x'),
        plain: page('plain'),
      },
    },
  },
})
