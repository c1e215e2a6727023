// Builds the peer pages (one per calendar) into bench/dist/peers.
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = import.meta.dirname
export default defineConfig({
  root,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: path.join(root, '../dist/peers'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        fullcalendar: path.join(root, 'fullcalendar.html'),
        rbc: path.join(root, 'rbc.html'),
        plain: path.join(root, 'plain.html'),
      },
    },
  },
})
