export interface ConfigInput {
  envUrl?: string
  envAnonKey?: string
  envPublishableKey?: string
  /** The page's origin: the local backend that serves the app. */
  origin: string
  /** The anon key the local backend injects as <meta name="supabase-anon-key">. */
  metaKey?: string
}

export interface ResolvedConfig {
  url: string
  /** Empty when a URL is configured without a key: the app then shows its configuration screen. */
  key: string
  /** Which variable is missing, when one is. */
  missing?: string
}

// The Supabase CLI's well-known local anon key (public by design; role anon).
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/**
 * Supabase's own convention (product.md §6): VITE_SUPABASE_URL plus VITE_SUPABASE_ANON_KEY or
 * VITE_SUPABASE_PUBLISHABLE_KEY. With neither set, the local backend the page came from.
 */
export function resolveConfig(input: ConfigInput): ResolvedConfig {
  const envKey = input.envAnonKey || input.envPublishableKey
  if (input.envUrl) {
    return envKey
      ? { url: input.envUrl, key: envKey }
      : { url: input.envUrl, key: '', missing: 'VITE_SUPABASE_ANON_KEY' }
  }
  return { url: input.origin, key: envKey || input.metaKey || LOCAL_ANON_KEY }
}
