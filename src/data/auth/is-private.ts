// The page's own answer to decidePrivateMode, read once: the build variable, else the meta the
// local backend puts in the page it serves. A module of its own so that the decision's tests
// (private-mode.test.ts) run without a DOM.
import { decidePrivateMode } from './private-mode'

export const isPrivateMode = decidePrivateMode({
  env: import.meta.env.VITE_PRIVATE_MODE,
  meta: document.querySelector('meta[name="calendar-private-mode"]')?.getAttribute('content'),
})
