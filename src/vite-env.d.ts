/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SQL_EDITOR_URL?: string
  /** 'true': private mode, each person signs in (src/data/auth/private-mode.ts). */
  readonly VITE_PRIVATE_MODE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
