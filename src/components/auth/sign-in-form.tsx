import { CalendarDays, Mail } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, useState, type FormEvent } from 'react'
import type { AuthActions, AuthOutcome } from '@/data/auth/auth-actions'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

export const SIGN_IN_TITLE = 'Sign in to Calendar'
export const SESSION_ENDED = 'Your session has ended. Sign in again.'

type Busy = 'sign-in' | 'create' | 'link' | 'code' | null

interface Props {
  actions: AuthActions
  /** The session went without 'Sign out': the form says so. */
  ended?: boolean
  /** Inside the session-ended dialog: its heading and message are the dialog's title and description. */
  inDialog?: boolean
}

/**
 * The sign-in card (decisions.md, "Private mode"): email and password ('Sign in', 'Create
 * account'), or a sign-in link by email, whose email also has a 6-digit code to type here.
 * GoTrue's messages show as they come, in an alert region.
 */
export function SignInForm({ actions, ended = false, inDialog = false }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  /** The address a link went to: the card then asks for its code. */
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)

  async function run(kind: Exclude<Busy, null>, action: () => Promise<AuthOutcome>) {
    setBusy(kind)
    setError(null)
    const result = await action()
    setBusy(null)
    if (result.kind === 'error') setError(result.message)
    else if (result.kind === 'check-email') {
      setLinkSentTo(email)
      setCode('')
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (linkSentTo) void run('code', () => actions.verifyCode(linkSentTo, code.trim()))
    else void run('sign-in', () => actions.signIn(email.trim(), password))
  }

  const Title = inDialog ? DialogPrimitive.Title : 'h1'
  const Description = inDialog ? DialogPrimitive.Description : 'p'
  return (
    <section
      aria-labelledby={inDialog ? undefined : 'sign-in-title'}
      className="w-full max-w-sm rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <header className="mb-6 flex flex-col items-center gap-3 text-center">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-xs">
          <CalendarDays aria-hidden className="size-6" />
        </span>
        <Title
          // In the dialog, Radix gives the title the id the dialog is labelled by.
          {...(inDialog ? {} : { id: 'sign-in-title' })}
          className="text-xl font-semibold tracking-tight"
        >
          {SIGN_IN_TITLE}
        </Title>
        {ended ? (
          <Description className="text-sm text-muted-foreground">{SESSION_ENDED}</Description>
        ) : (
          inDialog && <Description className="sr-only">{SIGN_IN_TITLE}</Description>
        )}
      </header>
      <form ref={form} onSubmit={submit} className="flex flex-col gap-4">
        {linkSentTo ? (
          <CodeFields email={linkSentTo} code={code} setCode={setCode} />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor="sign-in-email">Email</Label>
              <Input
                ref={emailInput}
                id="sign-in-email"
                type="email"
                autoComplete="email"
                required
                autoFocus
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="sign-in-password">Password</Label>
              <Input
                id="sign-in-password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          </>
        )}
        <div role="alert" className="empty:hidden">
          {error && (
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        {linkSentTo ? (
          <div className="flex flex-col gap-2">
            <Button type="submit" disabled={busy !== null}>
              Verify code
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy !== null}
              onClick={() => {
                setLinkSentTo(null)
                setError(null)
              }}
            >
              Back
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <Button type="submit" disabled={busy !== null}>
              Sign in
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => {
                // Both fields, as 'Sign in' asks: the browser says what is missing.
                if (form.current?.reportValidity())
                  void run('create', () => actions.createAccount(email.trim(), password))
              }}
            >
              Create account
            </Button>
            <div className="my-1 flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => {
                // Only the address: no password is needed for a link.
                if (emailInput.current?.reportValidity())
                  void run('link', () => actions.sendLink(email.trim()))
              }}
            >
              <Mail aria-hidden />
              Email me a sign-in link
            </Button>
          </div>
        )}
      </form>
    </section>
  )
}

/** After a link was sent: where it went, and the code from the same email. */
function CodeFields({
  email,
  code,
  setCode,
}: {
  email: string
  code: string
  setCode: (code: string) => void
}) {
  return (
    <>
      <div role="status" className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2 text-sm">
        <p className="font-medium">Check your email for a sign-in link.</p>
        <p className="text-muted-foreground">
          It went to <span className="font-medium text-foreground">{email}</span>. Or type the
          6-digit code from it here.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="sign-in-code">6-digit code</Label>
        <Input
          id="sign-in-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          className="font-mono tracking-[0.3em]"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </>
  )
}
