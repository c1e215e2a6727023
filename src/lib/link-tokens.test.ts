import { describe, expect, it } from 'vitest'
import { linkTokens } from './link-tokens'

const text = (t: string) => ({ kind: 'text', text: t })
const link = (t: string, href = t) => ({ kind: 'link', text: t, href })

describe('linkTokens', () => {
  it('makes http and https addresses links, the rest text', () => {
    expect(
      linkTokens('Agenda: https://example.com/doc?id=4#top and http://intranet.local/a'),
    ).toEqual([
      text('Agenda: '),
      link('https://example.com/doc?id=4#top'),
      text(' and '),
      link('http://intranet.local/a'),
    ])
    expect(linkTokens('No links here.')).toEqual([text('No links here.')])
    expect(linkTokens('')).toEqual([])
  })

  it('leaves every other scheme as text', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      'vbscript:msgbox(1)',
      '//example.com/no-scheme',
    ]) {
      expect(linkTokens(`Click ${hostile} now`)).toEqual([text(`Click ${hostile} now`)])
    }
    // A web address hidden inside another scheme is not a link to that scheme.
    expect(linkTokens('javascript:https://evil.example')).toEqual([
      text('javascript:'),
      link('https://evil.example', 'https://evil.example/'),
    ])
  })

  it('ends an address before the punctuation of the sentence around it', () => {
    expect(linkTokens('See https://example.com/a.')).toEqual([
      text('See '),
      link('https://example.com/a'),
      text('.'),
    ])
    expect(linkTokens('(notes: https://example.com/b), then lunch')).toEqual([
      text('(notes: '),
      link('https://example.com/b'),
      text('), then lunch'),
    ])
    expect(linkTokens('https://en.wikipedia.org/wiki/Mercury_(planet)!')).toEqual([
      link('https://en.wikipedia.org/wiki/Mercury_(planet)'),
      text('!'),
    ])
    expect(linkTokens('<https://example.com/c>')).toEqual([
      text('<'),
      link('https://example.com/c'),
      text('>'),
    ])
  })

  it('keeps line breaks and every character: the pieces join to the text', () => {
    const description =
      'Zoom:\nhttps://zoom.us/j/123?pwd=abc\n\nDial-in: +1 555 0100 HTTPS://EXAMPLE.COM'
    const tokens = linkTokens(description)
    expect(tokens.map((t) => t.text).join('')).toBe(description)
    expect(tokens.filter((t) => t.kind === 'link').map((t) => t.href)).toEqual([
      'https://zoom.us/j/123?pwd=abc',
      'https://example.com/',
    ])
  })

  it('leaves an address without a host as text', () => {
    expect(linkTokens('http:// and https:///path')).toEqual([text('http:// and https:///path')])
  })
})
