import { Dialog as DialogPrimitive } from 'radix-ui'
import { XIcon } from 'lucide-react'
import { SidebarContent } from './sidebar-content'

/**
 * A phone's sidebar: a sheet from the left over the calendar (a modal dialog: focus stays in it,
 * Escape or a click outside closes it). Choosing a day closes it, as the calendar is what the
 * person wanted to see. Its own chunk: only a narrow screen's menu button opens it.
 */
export default function SidebarSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r bg-popover p-4 text-popover-foreground shadow-lg dark:border-foreground/20"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[data-mini-day]')) onOpenChange(false)
          }}
        >
          <div className="mb-3 flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">
              Calendar
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-xs p-1 opacity-70 hover:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none [&_svg]:size-4">
              <XIcon />
              <span className="sr-only">Close</span>
            </DialogPrimitive.Close>
          </div>
          <SidebarContent />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
