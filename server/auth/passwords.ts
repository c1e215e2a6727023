// Passwords: bcrypt of cost 10 (GoTrue's `crypto.GenerateFromPassword` uses bcrypt's default
// cost, 10) and GoTrue's strength rule (internal/api/password.go `checkPasswordStrength`):
// at least 6 characters (Password.MinLength's default), at most 72 bytes (bcrypt's limit).
import bcrypt from 'bcrypt'
import { authErrors } from './auth-error.ts'

export const MIN_PASSWORD_LENGTH = 6
const MAX_PASSWORD_LENGTH = 72
const COST = 10

/** A bcrypt hash that matches no password, compared against when the user does not exist, so
 *  an unknown address takes as long to refuse as a wrong password. */
const NO_USER_HASH = bcrypt.hashSync('no such user', COST)

/** Throws weak_password (422) or validation_failed (400, too long). */
export function checkPasswordStrength(password: string): void {
  // GoTrue counts Go's len(), bytes; a 72-byte cap is what bcrypt hashes.
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  // Go's len() again: bytes, so 'éééé' (8 bytes) passes, as it does on GoTrue.
  if (Buffer.byteLength(password) < MIN_PASSWORD_LENGTH) {
    throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, COST)

/** Whether `password` matches `hash`; a null hash (no password set) matches nothing. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) return false
  if (hash === null) {
    await bcrypt.compare(password, NO_USER_HASH)
    return false
  }
  return bcrypt.compare(password, hash)
}
