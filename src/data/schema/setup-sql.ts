// The setup SQL the banner shows and copies: every file of supabase/migrations, in version
// order, byte for byte, joined by a blank line. Each file is idempotent, so the whole text is
// too: pasted into a new database it creates everything; pasted into one set up with an
// earlier version it adds what is missing (docs/performance.md, "Setup SQL"). Private mode's
// banner shows supabase/private-mode.sql after it: that file needs the table, and the setup SQL
// run again would bring back the shared UID index it replaces.
import privateModeSql from '../../../supabase/private-mode.sql?raw'

const files = import.meta.glob<string>('../../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Migration files are `<version>_<name>.sql`; the Supabase CLI applies them by version. */
const version = (file: string) => BigInt(/(\d+)_[^/]*\.sql$/.exec(file)?.[1] ?? '0')

export const setupFiles = Object.keys(files).sort((a, b) =>
  version(a) < version(b) ? -1 : version(a) > version(b) ? 1 : a.localeCompare(b),
)

export const setupSql = setupFiles.map((file) => files[file]).join('\n')

/** The setup SQL, then private mode's (docs/private-mode.md): what private mode shows and copies. */
export const privateSetupSql = `${setupSql}\n${privateModeSql}`
