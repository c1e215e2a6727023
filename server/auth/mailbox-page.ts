// /mailbox (HTML) and /mailbox.json: the messages the local backend would have emailed
// (mailbox.ts), newest first. Served on a loopback host only (http/app.ts decides): a link in
// it signs whoever follows it in.
import type { Mailbox } from './mailbox.ts'

const HEADERS = {
  'Cache-Control': 'no-store',
  // A page with no script: nothing loads but its own inline style; nobody may frame it.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export function mailboxJson(mailbox: Mailbox): Response {
  return new Response(JSON.stringify(mailbox.messages().reverse()), {
    headers: { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

export function mailboxPage(mailbox: Mailbox): Response {
  const messages = mailbox.messages().reverse()
  const items = messages
    .map(
      (m) => `<li>
  <p><strong>To:</strong> ${escapeHtml(m.to)} &middot; <time>${escapeHtml(m.sentAt)}</time></p>
  <p><strong>${escapeHtml(m.subject)}</strong></p>
  <p><a href="${escapeHtml(m.link)}">Sign in</a> or enter the code <code>${escapeHtml(m.code)}</code></p>
</li>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox: local backend</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  li { border-bottom: 1px solid #ccc; padding: 0.5rem 0; list-style: none; }
  ul { padding: 0; }
  code { font-size: 1.25rem; letter-spacing: 0.1em; }
</style>
</head>
<body>
<h1>Mailbox</h1>
<p>The local backend sends no email. What it would have sent is here, newest first, until it
stops. Reload the page for new messages.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ul>\n${items}\n</ul>`}
</body>
</html>
`
  return new Response(html, {
    headers: { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
