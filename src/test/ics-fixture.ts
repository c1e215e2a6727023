// The .ics fixtures (tests/fixtures/ics/README.md), read by Vite as text, as the app's other
// tests read the setup SQL.
const FIXTURES = import.meta.glob<string>('../../tests/fixtures/ics/*.ics', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The text of the fixture file `name`; throws for a name that is not there. */
export function fixture(name: string): string {
  const text = FIXTURES[`../../tests/fixtures/ics/${name}`]
  if (text === undefined) throw new Error(`no fixture ${name}`)
  return text
}
