// The local backend sends no email: each message it would send (a magic link with its 6-digit
// code) is kept here, newest last, shown at /mailbox (mailbox-page.ts) and, under the CLI,
// printed on the console. In memory only: a restart empties it, and the links in it still work
// until they expire, since the tokens are in the database.

export interface MailMessage {
  to: string
  subject: string
  /** The magic link: GET /auth/v1/verify?token=...&type=magiclink[&redirect_to=...]. */
  link: string
  /** The one-time code, for verifyOtp({ email, token, type: 'email' }). */
  code: string
  /** ISO 8601. */
  sentAt: string
}

/** Messages kept at most; the oldest go first. */
const KEEP = 200

export class Mailbox {
  private readonly kept: MailMessage[] = []

  constructor(private readonly onMessage: (message: MailMessage) => void = () => undefined) {}

  add(message: MailMessage): void {
    this.kept.push(message)
    if (this.kept.length > KEEP) this.kept.splice(0, this.kept.length - KEEP)
    this.onMessage(message)
  }

  /** Every kept message, oldest first (copies). */
  messages(): MailMessage[] {
    return this.kept.map((message) => ({ ...message }))
  }
}
