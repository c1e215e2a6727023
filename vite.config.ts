import path from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** Paths the service worker never answers, navigations included (docs/decisions.md, "Offline"):
 *  the local backend's API, Realtime and SQL editor, each always from the network. */
const NEVER_FROM_CACHE = [
  /^\/rest\//,
  /^\/auth\//,
  /^\/realtime\//,
  /^\/storage\//,
  /^\/sql-editor/,
]

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable and opening offline (docs/decisions.md, "Offline"): Workbox's generateSW
    // precaches the built app (index.html and every asset) and answers navigations with
    // index.html. No runtime caching: API reads are kept by the app (TanStack Query persisted to
    // IndexedDB), never as HTTP responses. A new build's worker installs in the background and
    // waits ('prompt' without a prompt: no skipWaiting, no clientsClaim), so it takes over when
    // every tab of the old one is closed, never in the middle of an edit. The app registers it
    // itself (src/app/register-service-worker.ts), after the first paint.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Calendar',
        short_name: 'Calendar',
        description: 'A personal calendar: day, week and month views of your events.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#ffffff',
        icons: [
          { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/app-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NEVER_FROM_CACHE,
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        // The largest chunk (the import dialog with ical.js) is well under this; the default
        // (2 MiB) would also do, named here so a big new chunk fails loudly instead of silently
        // going uncached.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
  ],
  build: {
    // React and TanStack Query's core are in every first load: one chunk each, instead of the
    // handful of small ones the bundler cuts from them by which lazy chunks share which module,
    // saves about 0.8 kB gzip of the first load's budget (docs/performance.md, "Bundle budget").
    // Query-core's hydration (the persister's) and queriesObserver (the agenda's) stay lazy.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler)\//,
            },
            {
              name: 'query-core',
              test: /@tanstack\/query-core\/build\/modern\/(?!hydration|queriesObserver)/,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The migration file is imported with ?raw so the setup banner shows exactly the SQL on disk.
  server: { fs: { allow: ['.'] } },
})
