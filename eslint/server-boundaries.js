// The server's import rules (docs/architecture.md, "Import rules"), as flat-config objects that
// eslint.config.js spreads in. Imports flow one way:
//
//   cli -> http -> rest | realtime | sql-editor | auth -> db
//
// shared/ (errors, the JWT check) may be imported by anyone and imports nothing of ours but
// itself; rest/, realtime/, sql-editor/ and auth/ never import each other; and only tests import
// testing/. The rules are for production files: a test may drive the whole app from any folder.
const WHY = ' (docs/architecture.md, "Import rules")'
const FLOW = 'cli -> http -> rest | realtime | sql-editor | auth -> db'

/** What each folder's production files may import besides themselves and shared/. */
const MAY_IMPORT = {
  cli: ['http', 'rest', 'realtime', 'sql-editor', 'auth', 'db'],
  http: ['rest', 'realtime', 'sql-editor', 'auth', 'db'],
  rest: ['db'],
  realtime: ['db'],
  'sql-editor': ['db'],
  auth: ['db'],
  db: [],
  shared: [],
}
const FOLDERS = [...Object.keys(MAY_IMPORT), 'testing']
const FEATURES = ['rest', 'realtime', 'sql-editor', 'auth']

/** Why `from` may not import `to` (both folders of server/). */
function message(from, to) {
  if (to === 'testing') {
    return `Only tests (*.test.ts, tests/, e2e/, bench/) import server/testing/${WHY}.`
  }
  if (from === 'shared') {
    return `server/shared/ imports nothing of ours but itself: anyone may import it${WHY}.`
  }
  if (to === 'shared') return null
  if (from === 'db') return `server/db/ imports only db/ and shared/, the bottom of ${FLOW}${WHY}.`
  if (FEATURES.includes(from) && FEATURES.includes(to)) {
    return (
      `rest/, realtime/, sql-editor/ and auth/ never import each other: what two of them need goes ` +
      `to db/ or shared/${WHY}.`
    )
  }
  return `server/${from}/ does not import server/${to}/: imports flow one way, ${FLOW}${WHY}.`
}

/** A relative specifier that reaches server/<folder>/ from any depth below server/. */
const reaches = (folder) => `^(\\.\\./)+${folder}(/|$)`

/** no-restricted-imports (static imports, type-only ones and re-exports included) and the
 *  same for import(), for the production files of one folder. */
function folderRules(from) {
  const refused = FOLDERS.filter((to) => to !== from && !MAY_IMPORT[from].includes(to))
    .map((to) => ({ to, message: message(from, to) }))
    .filter((rule) => rule.message !== null)
  return {
    files: [`server/${from}/**/*.{ts,mjs,js}`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: refused.map(({ to, message }) => ({ regex: reaches(to), message })) },
      ],
      'no-restricted-syntax': [
        'error',
        ...refused.map(({ to, message }) => ({
          selector: `ImportExpression[source.value=/${reaches(to).replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    },
  }
}

export default Object.keys(MAY_IMPORT).map(folderRules)
