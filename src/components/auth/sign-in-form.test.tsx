// The sign-in card's states, given the answers supabase-js's auth client would give (the
// AuthActions the session gate makes from it, auth-actions.ts). Which answer GoTrue gives to
// what is checked against the real backend by e2e/private-mode.spec.ts; here, what the card
// does with each: which action with which fields, the message in the alert region, the code
// step after a link.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AuthActions, AuthOutcome } from '@/data/auth/auth-actions'
import { SignInScreen } from './sign-in-screen'

function setup(answers: Partial<Record<keyof AuthActions, AuthOutcome>> = {}, ended = false) {
  const answer = (name: keyof AuthActions) => () =>
    Promise.resolve(answers[name] ?? ({ kind: 'signed-in' } as const))
  const actions = {
    signIn: vi.fn<AuthActions['signIn']>(answer('signIn')),
    createAccount: vi.fn<AuthActions['createAccount']>(answer('createAccount')),
    sendLink: vi.fn<AuthActions['sendLink']>(answer('sendLink')),
    verifyCode: vi.fn<AuthActions['verifyCode']>(answer('verifyCode')),
  }
  render(<SignInScreen actions={actions} ended={ended} />)
  return { user: userEvent.setup(), actions }
}

const button = (name: string) => screen.getByRole('button', { name })
const email = () => screen.getByLabelText('Email')
const password = () => screen.getByLabelText('Password')

describe('SignInScreen', () => {
  it('has the heading, the two fields and the three buttons; the email field has focus', () => {
    setup()
    expect(screen.getByRole('heading', { name: 'Sign in to Calendar' })).toBeInTheDocument()
    expect(email()).toHaveFocus()
    expect(password()).toHaveAttribute('type', 'password')
    for (const name of ['Sign in', 'Create account', 'Email me a sign-in link'])
      expect(button(name)).toBeEnabled()
    expect(screen.queryByText('Your session has ended. Sign in again.')).toBeNull()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('signs in with both fields, on the button or Enter', async () => {
    const { user, actions } = setup()
    await user.type(email(), ' ada@example.org ')
    await user.type(password(), 'secret words{Enter}')
    expect(actions.signIn).toHaveBeenCalledWith('ada@example.org', 'secret words')
  })

  it("shows GoTrue's message as it comes, in the alert region, and clears it on the next try", async () => {
    const { user, actions } = setup({
      signIn: { kind: 'error', message: 'Invalid login credentials' },
      createAccount: { kind: 'error', message: 'User already registered' },
    })
    await user.type(email(), 'ada@example.org')
    await user.type(password(), 'wrong')
    await user.click(button('Sign in'))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid login credentials$/)
    await user.click(button('Create account'))
    expect(actions.createAccount).toHaveBeenCalledWith('ada@example.org', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User already registered$/)
  })

  it('asks for no password for a link, then offers the code from its email', async () => {
    const { user, actions } = setup({ sendLink: { kind: 'check-email' } })
    // The browser's own check: no address, no request.
    await user.click(button('Email me a sign-in link'))
    expect(actions.sendLink).not.toHaveBeenCalled()

    await user.type(email(), 'grace@example.org')
    await user.click(button('Email me a sign-in link'))
    expect(actions.sendLink).toHaveBeenCalledWith('grace@example.org')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email for a sign-in link.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('grace@example.org')
    const code = screen.getByLabelText('6-digit code')
    expect(code).toHaveFocus()
    // Digits only, as many as the code has.
    await user.type(code, '12 34-56789')
    expect(code).toHaveValue('123456')
    await user.click(button('Verify code'))
    expect(actions.verifyCode).toHaveBeenCalledWith('grace@example.org', '123456')
  })

  it("'Back' from the code step returns to the password, the address kept", async () => {
    const { user } = setup({ sendLink: { kind: 'check-email' } })
    await user.type(email(), 'grace@example.org')
    await user.click(button('Email me a sign-in link'))
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    expect(email()).toHaveValue('grace@example.org')
    expect(button('Sign in')).toBeEnabled()
  })

  it('a wrong code says why and stays on the code step', async () => {
    const { user } = setup({
      sendLink: { kind: 'check-email' },
      verifyCode: { kind: 'error', message: 'Token has expired or is invalid' },
    })
    await user.type(email(), 'grace@example.org')
    await user.click(button('Email me a sign-in link'))
    await user.type(await screen.findByLabelText('6-digit code'), '000000')
    await user.click(button('Verify code'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Token has expired or is invalid')
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument()
  })

  it('disables the buttons while a request is out', async () => {
    let answer: (outcome: AuthOutcome) => void = () => {}
    const { user, actions } = setup()
    actions.signIn.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await user.type(email(), 'ada@example.org')
    await user.type(password(), 'secret{Enter}')
    for (const name of ['Sign in', 'Create account', 'Email me a sign-in link'])
      expect(button(name)).toBeDisabled()
    answer({ kind: 'error', message: 'Request rate limit reached' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Request rate limit reached')
    expect(button('Sign in')).toBeEnabled()
  })

  it('says when the session has ended', () => {
    setup({}, true)
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeInTheDocument()
  })
})
