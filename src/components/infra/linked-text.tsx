import { linkTokens } from '@/lib/link-tokens'

/**
 * Text with its http and https addresses as links, opened in a new tab without handing the
 * calendar's window to the page (noopener) or saying where the click came from (noreferrer).
 * Every piece is a React text node or an <a> whose href is a parsed web address: no markup in
 * the text is ever read as HTML, and no other scheme (javascript:, data:) becomes a link.
 */
export function LinkedText({ text }: { text: string }) {
  return linkTokens(text).map((token, i) =>
    token.kind === 'link' ? (
      <a
        key={i}
        href={token.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline underline-offset-2 hover:no-underline"
      >
        {token.text}
      </a>
    ) : (
      token.text
    ),
  )
}
