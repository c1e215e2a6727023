import { describe, expect, it } from 'vitest'
import { MinHeap } from './min-heap'

describe('MinHeap', () => {
  it.each([[[]], [[3]], [[5, 1, 4, 1, 5, 9, 2, 6]], [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]])(
    'pops %j in ascending order',
    (values) => {
      const heap = new MinHeap<number>((a, b) => a < b)
      values.forEach((v) => heap.push(v))
      expect(heap.size).toBe(values.length)
      const out: number[] = []
      while (heap.size > 0) out.push(heap.pop() as number)
      expect(out).toEqual([...values].sort((a, b) => a - b))
      expect(heap.pop()).toBeUndefined()
      expect(heap.peek()).toBeUndefined()
    },
  )
})
