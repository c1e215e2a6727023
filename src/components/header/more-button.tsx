import type { ComponentProps } from 'react'
import { Ellipsis } from 'lucide-react'
import { Button } from '../ui/button'

/**
 * The 'More' menu's button: the menu's trigger, and what stands in its place while the menu's
 * code (a chunk of its own, with Radix's menu) is on its way, so the header does not move when
 * it arrives.
 */
export function MoreButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="More" {...props}>
      <Ellipsis />
    </Button>
  )
}
