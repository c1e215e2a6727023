import { Download, LogOut, Monitor, Moon, Printer, Settings, Sun, Upload } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { memo, useRef, useState } from 'react'
import { isPrivateMode } from '@/data/auth/is-private'
import { useCalendars } from '@/data/calendars/use-calendars'
import { lazyPart } from '@/lib/lazy-with-preload'
import { isThemeChoice, type ThemeChoice } from '@/theme/theme'
import { useThemeChoice } from '@/theme/use-theme-choice'
import { LoadBoundary } from '../infra/load-boundary'
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
import { MoreButton } from './more-button'

const ImportDialog = lazyPart(() => import('./import-dialog'))
// Asked only with more than one calendar, loaded then.
const ExportDialog = lazyPart(() => import('./export-dialog'))
// Its code when first opened: the first paint has a budget (e2e/bundle-budget.spec.ts).
const SettingsDialog = lazyPart(() => import('../settings/settings-dialog'))

const THEMES: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
]

/**
 * The header's 'More' menu (product.md §10, "Import, export, agenda, search, theme"). Each
 * part is a group of its own, a separator between: the .ics files first, then 'Settings'
 * (issue 27), then the theme, and in
 * private mode 'Sign out' last.
 *
 * Not modal, as the '+N more' popover: a modal menu hides the rest of the page from assistive
 * technology with aria-hidden while its buttons stay focusable (axe: aria-hidden-focus). Not
 * portalled either: drawn in the header, it is inside the banner landmark (axe: region).
 */
// memo, as the search box: a 'next' does not draw it again (issue 32). The default export: the
// header loads it on demand (calendar-header.tsx).
export default memo(function MoreMenu() {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [settings, setSettings] = useState({ open: false, opened: false })
  const [exporting, setExporting] = useState(false)
  const { calendars } = useCalendars()
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <MoreButton />
        </DropdownMenuTrigger>
        <DropdownMenuContent portal={false} align="end" className="w-44">
          <FileGroup
            onImport={() => input.current?.click()}
            // One calendar (or a database without them): no question, calendar.ics as before.
            onExport={() => (calendars.length > 1 ? setExporting(true) : void exportIcs())}
          />
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => setSettings({ open: true, opened: true })}>
              <Settings aria-hidden className="text-muted-foreground" />
              Settings
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <ThemeGroup />
          {isPrivateMode && (
            <>
              <DropdownMenuSeparator />
              <SignOutItem />
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Outside the menu, which unmounts its items when it closes. */}
      <input
        ref={input}
        type="file"
        accept=".ics,.ical,.ifb,.icalendar,text/calendar"
        hidden
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null)
          // The same file can be chosen again (a re-import).
          event.target.value = ''
        }}
      />
      {settings.opened && (
        <LoadBoundary
          open={settings.open}
          onError={() => setSettings({ open: false, opened: true })}
        >
          <SettingsDialog
            open={settings.open}
            onOpenChange={(open) => setSettings({ open, opened: true })}
          />
        </LoadBoundary>
      )}
      {exporting && (
        <LoadBoundary onError={() => setExporting(false)}>
          <ExportDialog
            calendars={calendars}
            onExport={(calendar) => void exportIcs(calendar)}
            onClose={() => setExporting(false)}
          />
        </LoadBoundary>
      )}
      {file && (
        <LoadBoundary onError={() => setFile(null)}>
          <ImportDialog
            key={`${file.name}:${file.lastModified}:${file.size}`}
            file={file}
            onClose={() => setFile(null)}
          />
        </LoadBoundary>
      )}
    </>
  )
})

/**
 * 'Import .ics…' (import-dialog.tsx) and 'Export .ics': every event as calendar.ics, or with
 * several calendars, all or one of them as chosen (export-dialog.tsx, export-ics.ts).
 */
function FileGroup({ onImport, onExport }: { onImport: () => void; onExport: () => void }) {
  return (
    <DropdownMenuGroup>
      <DropdownMenuItem onSelect={onImport}>
        <Upload aria-hidden className="text-muted-foreground" />
        Import .ics…
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onExport}>
        <Download aria-hidden className="text-muted-foreground" />
        Export .ics
      </DropdownMenuItem>
      {/* The browser's print, as Ctrl/Cmd+P: the print stylesheet fits the view (index.css). */}
      <DropdownMenuItem onSelect={() => window.print()}>
        <Printer aria-hidden className="text-muted-foreground" />
        Print
      </DropdownMenuItem>
    </DropdownMenuGroup>
  )
}

/** 'Sign out' (private mode): the sign-in screen and the toast 'Signed out'. */
function SignOutItem() {
  const queryClient = useQueryClient()
  // Its code on the click (sign-out-action.ts): the first paint has a budget.
  const signOut = () =>
    void import('../auth/sign-out-action').then(({ signOutAndForget }) =>
      signOutAndForget(queryClient),
    )
  return (
    <DropdownMenuGroup>
      <DropdownMenuItem onSelect={signOut}>
        <LogOut aria-hidden className="text-muted-foreground" />
        Sign out
      </DropdownMenuItem>
    </DropdownMenuGroup>
  )
}

/** 'Theme': Light, Dark or System, applied at once and remembered (src/theme/theme-store.ts). */
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
