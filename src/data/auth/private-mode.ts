// Private mode (decisions.md, "Private mode"): each person signs in and sees only their own
// events. Off by default, the shared anonymous calendar of product.md §6. On when the build says
// so (VITE_PRIVATE_MODE=true, for a hosted deployment) or when the page comes from the local
// backend started with --private, which marks it with <meta name="calendar-private-mode"
// content="on">. Pure, so the decision is tested without a page; is-private.ts reads the page.

export interface PrivateModeInput {
  /** VITE_PRIVATE_MODE as the build had it. */
  env?: string
  /** The content of the page's <meta name="calendar-private-mode">, when it has one. */
  meta?: string | null
}

/** Whether the app asks people to sign in. Only the exact words turn it on. */
export function decidePrivateMode({ env, meta }: PrivateModeInput): boolean {
  return env?.trim().toLowerCase() === 'true' || meta?.trim().toLowerCase() === 'on'
}
