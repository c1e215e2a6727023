import { memo } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DetachedPages } from './detached-pages'

const renders: string[] = []

const Page = memo(function Page({ name, onPick }: { name: string; onPick: (n: string) => void }) {
  renders.push(name)
  return (
    <button type="button" onClick={() => onPick(name)}>
      {name}
    </button>
  )
})

function Pages({
  shown,
  names,
  onPick,
}: {
  shown: string
  names: string[]
  onPick: (n: string) => void
}) {
  return (
    <div data-testid="parent" onClick={() => onPick('parent')}>
      <DetachedPages
        shown={shown}
        pages={names.map((name) => ({ key: name, node: <Page name={name} onPick={onPick} /> }))}
      />
    </div>
  )
}

describe('DetachedPages', () => {
  it('puts only the shown page in the document; the others are rendered, out of it', () => {
    renders.length = 0
    render(<Pages shown="b" names={['a', 'b', 'c']} onPick={() => {}} />)
    expect(renders.sort()).toEqual(['a', 'b', 'c'])
    expect(screen.getByRole('button')).toHaveTextContent('b')
    expect(screen.queryByText('a')).toBeNull()
    expect(screen.queryByText('c')).toBeNull()
  })

  it('shows a page rendered ahead without rendering it again', () => {
    const onPick = () => {}
    const { rerender } = render(<Pages shown="b" names={['a', 'b', 'c']} onPick={onPick} />)
    renders.length = 0
    rerender(<Pages shown="c" names={['a', 'b', 'c']} onPick={onPick} />)
    expect(renders).toEqual([])
    expect(screen.getByRole('button')).toHaveTextContent('c')
    expect(screen.queryByText('b')).toBeNull()
  })

  it("a shown page's events reach its React parents, once", async () => {
    const onPick = vi.fn()
    const { rerender } = render(<Pages shown="a" names={['a', 'b']} onPick={onPick} />)
    rerender(<Pages shown="b" names={['a', 'b']} onPick={onPick} />)
    await userEvent.click(screen.getByRole('button', { name: 'b' }))
    expect(onPick.mock.calls).toEqual([['b'], ['parent']])
  })

  it('drops a page no longer listed, and shows one not rendered before', () => {
    const { rerender } = render(<Pages shown="a" names={['a', 'b']} onPick={() => {}} />)
    rerender(<Pages shown="d" names={['d']} onPick={() => {}} />)
    expect(screen.getByRole('button')).toHaveTextContent('d')
    rerender(<Pages shown="b" names={['b']} onPick={() => {}} />)
    expect(screen.getByRole('button')).toHaveTextContent('b')
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })

  it('adds no box and no role of its own around the page', () => {
    render(<Pages shown="a" names={['a']} onPick={() => {}} />)
    const wrappers = []
    for (let node = screen.getByRole('button').parentElement; node; node = node.parentElement) {
      if (node.dataset.testid === 'parent') break
      wrappers.push(node)
    }
    expect(wrappers).toHaveLength(2)
    for (const node of wrappers) {
      expect(node).toHaveAttribute('role', 'presentation')
      expect(getComputedStyle(node).display).toBe('contents')
    }
  })
})
