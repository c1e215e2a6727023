// The local SQL editor page: one self-contained document (no external assets), posting to
// /sql-editor/run and showing the last statement's rows, or the error with its SQLSTATE.
export const SQL_EDITOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SQL Editor</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; color: GrayText; }
  label { display: block; font-weight: 600; margin-bottom: .4rem; }
  textarea { box-sizing: border-box; width: 100%; min-height: 16rem; padding: .6rem;
    font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .actions { display: flex; gap: .75rem; align-items: center; margin: .75rem 0 1rem; }
  button { font: inherit; font-weight: 600; padding: .45rem 1.2rem; border-radius: .4rem;
    border: 1px solid #15803d; background: #16a34a; color: #fff; cursor: pointer; }
  button:disabled { opacity: .6; cursor: progress; }
  button:focus-visible, textarea:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .error { border: 1px solid #dc2626; border-radius: .4rem; padding: .75rem; white-space: pre-wrap;
    color: #b91c1c; background: #fef2f2; }
  .ok { color: #15803d; }
  .table-wrap { overflow: auto; max-height: 60vh; }
  table { border-collapse: collapse; font: 13px ui-monospace, Menlo, Consolas, monospace; }
  th, td { border: 1px solid #d4d4d8; padding: .3rem .5rem; text-align: left; vertical-align: top; }
  th { background: #f4f4f5; color: #18181b; position: sticky; top: 0; }
  td.null { color: GrayText; font-style: italic; }
</style>
</head>
<body>
<main>
  <h1>SQL Editor</h1>
  <p>Runs on the local database as its owner (like Supabase Studio's SQL editor).
    Paste the setup SQL and choose Run; the API sees new tables at once.</p>
  <form id="form">
    <label for="sql">SQL</label>
    <textarea id="sql" name="sql" spellcheck="false" autocapitalize="off"
      aria-describedby="hint" placeholder="select now();"></textarea>
    <div class="actions">
      <button type="submit" id="run">Run</button>
      <span id="hint">Ctrl+Enter or ⌘+Enter also runs it.</span>
    </div>
  </form>
  <section aria-label="Result">
    <div id="status" role="status" aria-live="polite"></div>
    <div id="result" class="table-wrap"></div>
  </section>
</main>
<script>
  const form = document.getElementById('form')
  const sql = document.getElementById('sql')
  const run = document.getElementById('run')
  const status = document.getElementById('status')
  const result = document.getElementById('result')
  const text = (value) => value === null ? 'NULL'
    : typeof value === 'object' ? JSON.stringify(value) : String(value)

  function showError(error) {
    status.className = 'error'
    status.setAttribute('role', 'alert')
    status.textContent = 'ERROR: ' + (error.code ? error.code + ': ' : '') + error.message +
      (error.details ? '\\nDETAIL: ' + error.details : '') +
      (error.hint ? '\\nHINT: ' + error.hint : '')
  }

  function showRows(data) {
    status.className = 'ok'
    status.setAttribute('role', 'status')
    status.textContent = data.columns.length === 0
      ? 'Success. No rows returned.'
      : data.rows.length + (data.rows.length === 1 ? ' row.' : ' rows.')
    if (data.columns.length === 0) return
    const table = document.createElement('table')
    const head = table.createTHead().insertRow()
    for (const column of data.columns) {
      const th = document.createElement('th')
      th.scope = 'col'
      th.textContent = column
      head.appendChild(th)
    }
    const body = table.createTBody()
    for (const row of data.rows) {
      const tr = body.insertRow()
      for (const column of data.columns) {
        const td = tr.insertCell()
        td.textContent = text(row[column])
        if (row[column] === null) td.className = 'null'
      }
    }
    result.appendChild(table)
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    run.disabled = true
    status.className = ''
    status.textContent = 'Running…'
    result.replaceChildren()
    try {
      const response = await fetch('/sql-editor/run', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sql: sql.value }),
      })
      const data = await response.json()
      if (data.error) showError(data.error)
      else showRows(data)
    } catch (error) {
      showError({ code: null, message: 'Could not reach the server: ' + error.message })
    } finally {
      run.disabled = false
    }
  })

  sql.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) form.requestSubmit()
  })
</script>
</body>
</html>
`
