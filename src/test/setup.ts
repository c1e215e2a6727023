import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

// jsdom has no ResizeObserver; Radix measures some parts (radio indicators) with one.
// Layout is not what these tests check, so a no-op observer is enough.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom has no canvas (it logs 'Not implemented' for getContext): the time grid draws its
// blocks on one, and these tests check the buttons over it. The browser tests see the drawing.
HTMLCanvasElement.prototype.getContext = () => null
