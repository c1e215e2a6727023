// The SQL the setup banner and the update notice show and copy: the setup SQL, and in private
// mode private mode's SQL after it (setup-sql.ts says why the two go together).
import { isPrivateMode } from '@/data/auth/is-private'
import { privateSetupSql, setupSql } from '@/data/schema/setup-sql'

export const shownSql = isPrivateMode ? privateSetupSql : setupSql
