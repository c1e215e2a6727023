// GoTrue's `validateEmail` (internal/api/mail.go): required, at most 255 characters, the
// format checkmail.ValidateFormat accepts (github.com/badoux/checkmail), lower-cased.
import { authErrors } from './auth-error.ts'

const FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validateEmail(email: string): string {
  if (email === '') throw authErrors.validation('An email address is required')
  if (email.length > 255) throw authErrors.validation('An email address is too long')
  if (!FORMAT.test(email)) {
    throw authErrors.validation('Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}
