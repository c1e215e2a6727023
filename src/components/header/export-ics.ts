import type { Calendar } from '@/model/calendars/calendar'
import { toast } from '../ui/use-toast'

/**
 * 'Export .ics': every event as calendar.ics, or `calendar`'s as '<its name>.ics', downloaded.
 * The reader and ical.js are loaded here, on demand, not with the app. A failure (backend down,
 * no table) is a toast; nothing is downloaded then.
 */
export async function exportIcs(calendar?: Pick<Calendar, 'id' | 'name' | 'color'>): Promise<void> {
  try {
    const { exportEvents } = await import('@/ics/export-events')
    const { file, count } = await exportEvents(new Date(), calendar)
    download(file)
    toast({
      title: 'Success',
      description: `${count} ${count === 1 ? 'event' : 'events'} exported`,
    })
  } catch (error) {
    console.error('Export failed:', error)
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to export events' })
  }
}

/** Saves a file through a temporary link: the way a page starts a download of its own data. */
function download(file: File) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the data by the next task; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
