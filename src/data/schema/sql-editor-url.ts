export interface SqlEditor {
  url: string
  /** Named in the copy toast: 'Now paste it in the <provider> SQL Editor.' */
  provider: 'Supabase' | 'local'
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Where 'Open SQL Editor' goes for the configured backend (product.md §2, "Setup banner"): a hosted project's
 * dashboard editor, the local backend's own editor page, or the dashboard's project picker.
 * An explicit VITE_SQL_EDITOR_URL wins.
 */
export function sqlEditorUrl(
  configuredUrl: string | undefined,
  origin: string,
  override?: string,
): SqlEditor {
  const parsed = configuredUrl ? safeUrl(configuredUrl) : undefined
  const local = !configuredUrl || (parsed !== undefined && LOCAL_HOSTS.has(parsed.hostname))
  const provider = local ? 'local' : 'Supabase'
  if (override) return { url: override, provider }
  if (local) return { url: `${parsed?.origin ?? origin}/sql-editor`, provider }
  const ref = parsed?.hostname.match(/^([a-z0-9-]+)\.supabase\.co$/i)?.[1]
  return { url: `https://supabase.com/dashboard/project/${ref ?? '_'}/sql/new`, provider }
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}
