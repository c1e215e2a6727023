import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { DetachedPages } from './detached-pages'
import { useWhileShown } from './use-while-shown'

const log: string[] = []

function Part({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  useWhileShown(ref, () => {
    log.push(`attach ${name} ${ref.current?.isConnected}`)
    return () => log.push(`detach ${name}`)
  })
  return <span ref={ref}>{name}</span>
}

const pages = (names: string[]) => names.map((name) => ({ key: name, node: <Part name={name} /> }))

describe('useWhileShown', () => {
  it('attaches only the shown page, in the document, when it is shown', () => {
    log.length = 0
    const { rerender } = render(<DetachedPages shown="a" pages={pages(['a', 'b', 'c'])} />)
    expect(log).toEqual(['attach a true'])
    log.length = 0
    rerender(<DetachedPages shown="b" pages={pages(['a', 'b', 'c'])} />)
    // The page moved out first: what it gives back, the page shown takes.
    expect(log).toEqual(['detach a', 'attach b true'])
  })

  it('attaches a page shown in the commit that first renders it, and detaches on unmount', () => {
    const { rerender, unmount } = render(<DetachedPages shown="a" pages={pages(['a'])} />)
    log.length = 0
    rerender(<DetachedPages shown="d" pages={pages(['d'])} />)
    expect(log).toEqual(['detach a', 'attach d true'])
    log.length = 0
    unmount()
    expect(log).toEqual(['detach d'])
  })

  it('attaches on mount outside any pages', () => {
    log.length = 0
    const { unmount } = render(<Part name="alone" />)
    unmount()
    expect(log).toEqual(['attach alone true', 'detach alone'])
  })
})
