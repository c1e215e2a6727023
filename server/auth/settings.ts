// GET /auth/v1/settings (supabase/auth internal/api/settings.go): which ways in this server
// offers. Email only; accounts are confirmed at once (mailer_autoconfirm).
import type { AuthContext } from './auth-context.ts'
import { jsonOk } from './session-json.ts'

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

export function settings(ctx: AuthContext) {
  return jsonOk({
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: ctx.settings.disableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })
}
