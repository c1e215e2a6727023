import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { local } from '@/test/zone'
import type { CalendarEvent, EventDraft } from '@/model/types'
import { EventDialog, type EventDialogProps } from './event-dialog'

const event: CalendarEvent = {
  id: 'e1',
  title: 'Standup',
  description: 'Daily',
  start: local(2026, 11, 21, 9, 5),
  end: local(2026, 11, 21, 9, 35),
  color: '#ef4444',
  allDay: false,
}

function setup(props: Partial<EventDialogProps> = {}) {
  const onSave = vi.fn<(draft: EventDraft) => Promise<void>>(() => Promise.resolve())
  const onDelete = vi.fn<(event: CalendarEvent) => Promise<void>>(() => Promise.resolve())
  const onOpenChange = vi.fn()
  render(
    <EventDialog open onOpenChange={onOpenChange} onSave={onSave} onDelete={onDelete} {...props} />,
  )
  return { user: userEvent.setup(), onSave, onDelete, onOpenChange }
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Save' })

describe('EventDialog', () => {
  it('creates from the default date: its hour, minutes zero, one hour long', () => {
    setup({ defaultDate: local(2026, 11, 24, 9) })
    expect(screen.getByRole('dialog', { name: 'New Event' })).toBeInTheDocument()
    expect(field('Start Time').value).toBe('2026-11-24T09:00')
    expect(field('End Time').value).toBe('2026-11-24T10:00')
    expect(field('Title')).toHaveAttribute('placeholder', 'Event title')
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3')
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('keeps Save disabled until title, start and end are filled; a blank title does not count', async () => {
    const { user, onSave } = setup({ defaultDate: local(2026, 11, 24, 9) })
    expect(save()).toBeDisabled()
    await user.type(field('Title'), '   ')
    expect(save()).toBeDisabled()
    await user.type(field('Title'), 'Dentist')
    expect(save()).toBeEnabled()
    fireEvent.change(field('Start Time'), { target: { value: '' } })
    expect(save()).toBeDisabled()
    fireEvent.change(field('Start Time'), { target: { value: '2026-11-24T09:00' } })
    fireEvent.change(field('End Time'), { target: { value: '' } })
    expect(save()).toBeDisabled()
    await user.click(save())
    await user.type(field('Title'), '{Enter}')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('gives an empty description as null and the local wall times typed', async () => {
    const { user, onSave } = setup()
    await user.type(field('Title'), 'Dentist')
    fireEvent.change(field('Start Time'), { target: { value: '2026-11-24T09:30' } })
    fireEvent.change(field('End Time'), { target: { value: '2026-11-24T10:15' } })
    await user.click(screen.getByRole('radio', { name: 'Green (#10b981)' }))
    await user.click(save())
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      title: 'Dentist',
      description: null,
      start: local(2026, 11, 24, 9, 30),
      end: local(2026, 11, 24, 10, 15),
      color: '#10b981',
      allDay: false,
    })
  })

  it('disables Save while a save is in flight: a double click saves once', async () => {
    let finish: () => void = () => {}
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = setup({ onSave })
    await user.type(field('Title'), 'Once')
    await user.dblClick(save())
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(save()).toBeDisabled()
    finish()
    await vi.waitFor(() => expect(save()).toBeEnabled())
    // Still open with everything typed: the parent decides whether to close.
    expect(field('Title').value).toBe('Once')
  })

  it('prefills an edited event in local wall time', () => {
    setup({ event })
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument()
    expect(field('Title').value).toBe('Standup')
    expect(field('Description').value).toBe('Daily')
    expect(field('Start Time').value).toBe('2026-11-21T09:05')
    expect(field('End Time').value).toBe('2026-11-21T09:35')
    expect(screen.getByRole('radio', { name: 'Red (#ef4444)' })).toBeChecked()
  })

  it('updates with the edited fields and a kept description', async () => {
    const { user, onSave } = setup({ event })
    await user.clear(field('Title'))
    await user.type(field('Title'), 'Standup (moved)')
    await user.click(save())
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      title: 'Standup (moved)',
      description: 'Daily',
      start: event.start,
      end: event.end,
      color: '#ef4444',
      allDay: false,
    })
  })

  it('offers the six palette colours, blue first and chosen by default', () => {
    setup()
    const radios = screen.getAllByRole('radio')
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Blue (#3b82f6)',
      'Red (#ef4444)',
      'Green (#10b981)',
      'Amber (#f59e0b)',
      'Violet (#8b5cf6)',
      'Pink (#ec4899)',
    ])
    expect(radios[0]).toBeChecked()
  })

  it('deletes only when editing with a delete handler, disabled while in flight', async () => {
    let finish: () => void = () => {}
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user } = setup({ event, onDelete })
    await user.dblClick(screen.getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(event)
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled()
    finish()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled())
  })

  it('has no Delete without a delete handler', () => {
    setup({ event, onDelete: undefined })
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('Cancel asks to close', async () => {
    const { user, onOpenChange } = setup()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('EventDialog opened by an Undo that met a conflict', () => {
  // The fields hold the event as Undo would have put it back; nothing was saved from them.
  it('shows the notice at once; its choice carries the fields as they are', async () => {
    const onResolve = vi.fn(() => Promise.resolve())
    const { user, onSave } = setup({ event, conflict: 'changed', onResolve })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This event was changed in another window or device.',
    )
    expect(field('Title').value).toBe('Standup')
    await user.click(screen.getByRole('button', { name: 'Overwrite' }))
    expect(onResolve).toHaveBeenCalledWith(
      'overwrite',
      {
        title: 'Standup',
        description: 'Daily',
        start: local(2026, 11, 21, 9, 5),
        end: local(2026, 11, 21, 9, 35),
        color: '#ef4444',
        allDay: false,
      },
      undefined,
    )
    expect(onSave).not.toHaveBeenCalled()
  })

  it('deleted elsewhere: Save as new event', async () => {
    const onResolve = vi.fn(() => Promise.resolve())
    const { user } = setup({ event, conflict: 'deleted', onResolve })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This event was deleted in another window or device.',
    )
    await user.click(screen.getByRole('button', { name: 'Save as new event' }))
    expect(onResolve).toHaveBeenCalledWith(
      'new',
      expect.objectContaining({ title: 'Standup' }),
      undefined,
    )
  })
})
