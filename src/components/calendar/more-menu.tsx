import { Download, Ellipsis, Monitor, Moon, Sun } from 'lucide-react'
import { isThemeChoice, type ThemeChoice } from '@/lib/theme'
import { useThemeChoice } from '@/lib/use-theme-choice'
import { Button } from '../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu'
import { exportIcs } from './export-ics'

const THEMES: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
]

/**
 * The header's 'More' menu (product.md §10, "Import, export, agenda, search, theme"). Each
 * part is a group of its own, a separator between: the .ics file first, then the theme.
 *
 * Not modal, as the '+N more' popover: a modal menu hides the rest of the page from assistive
 * technology with aria-hidden while its buttons stay focusable (axe: aria-hidden-focus). Not
 * portalled either: drawn in the header, it is inside the banner landmark (axe: region).
 */
export function MoreMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="More">
          <Ellipsis />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent portal={false} align="end" className="w-44">
        <FileGroup />
        <DropdownMenuSeparator />
        <ThemeGroup />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** 'Export .ics': every event as calendar.ics (export-ics.ts). */
function FileGroup() {
  return (
    <DropdownMenuGroup>
      <DropdownMenuItem onSelect={() => void exportIcs()}>
        <Download aria-hidden className="text-muted-foreground" />
        Export .ics
      </DropdownMenuItem>
    </DropdownMenuGroup>
  )
}

/** 'Theme': Light, Dark or System, applied at once and remembered (src/lib/theme-store.ts). */
function ThemeGroup() {
  const [choice, setChoice] = useThemeChoice()
  return (
    <DropdownMenuGroup>
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={choice}
        onValueChange={(value) => isThemeChoice(value) && setChoice(value)}
      >
        {THEMES.map(({ value, label, Icon }) => (
          <DropdownMenuRadioItem key={value} value={value}>
            <Icon aria-hidden className="text-muted-foreground" />
            {label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenuGroup>
  )
}
