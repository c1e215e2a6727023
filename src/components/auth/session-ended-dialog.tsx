import { Dialog as DialogPrimitive } from 'radix-ui'
import type { AuthActions } from '@/data/auth/auth-actions'
import { SignInForm } from './sign-in-form'

/**
 * The sign-in over the calendar when a session ends without 'Sign out' (its refresh refused,
 * revoked elsewhere): full-screen and opaque, so nothing of the calendar shows, yet the calendar
 * stays mounted under it, and with it an open event dialog and what was typed there. A Radix
 * dialog of its own, so that it stacks over that one: focus goes here, Escape and clicks do not
 * reach the dialog under it. It cannot be closed; signing in closes it (session-gate.tsx).
 */
export function SessionEndedDialog({ actions }: { actions: AuthActions }) {
  const keep = (event: Event) => event.preventDefault()
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background" />
        <DialogPrimitive.Content
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-muted/40 p-4 outline-none sm:p-6"
        >
          <SignInForm actions={actions} ended inDialog />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
