// The random strings the auth service hands out and the hashes it keeps of them instead: a
// copy of the database (or the SQL editor) shows no refresh token or sign-in link that works.
import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque token (refresh tokens, magic-link tokens): 32 random bytes, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** GoTrue's email one-time code: 6 digits (Mailer.OtpLength's default, conf/configuration.go). */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * A code is hashed with its address, as GoTrue's `crypto.GenerateTokenHash(email, otp)`
 * does: the same code for two addresses is two hashes.
 */
export const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`)
