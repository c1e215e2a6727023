import { describe, expect, it } from 'vitest'
import { icsFileName } from './ics-file-name'

describe('icsFileName', () => {
  it("is '<name>.ics' for a plain name, spaces and accents kept", () => {
    expect(icsFileName('Work')).toBe('Work.ics')
    expect(icsFileName('Família & amigos')).toBe('Família & amigos.ics')
  })

  it('leaves out what a file system refuses: separators, reserved characters, controls', () => {
    expect(icsFileName('../../etc/passwd')).toBe('etc_passwd.ics')
    expect(icsFileName('a:b*c?"d"<e>|f\\g')).toBe('a_b_c_d_e_f_g.ics')
    expect(icsFileName('Line\none\u0000')).toBe('Line_one.ics')
    expect(icsFileName('<script>alert(1)</script>')).toBe('script_alert(1)_script.ics')
  })

  it('makes no hidden file, no trailing dot, no Windows device name', () => {
    expect(icsFileName('.hidden')).toBe('hidden.ics')
    expect(icsFileName('Notes...')).toBe('Notes.ics')
    expect(icsFileName('con')).toBe('con_.ics')
    expect(icsFileName('LPT1')).toBe('LPT1_.ics')
  })

  it("is 'calendar.ics' when nothing of the name is left", () => {
    expect(icsFileName('')).toBe('calendar.ics')
    expect(icsFileName('///')).toBe('calendar.ics')
    expect(icsFileName(' ... ')).toBe('calendar.ics')
  })
})
