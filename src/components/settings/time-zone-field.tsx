import { useId, useMemo, useState } from 'react'
import { allZones, ianaZone } from '@/model/settings/iana-zone'
import { deviceZone } from '@/lib/device-zone'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

/**
 * 'Time zone': a search over the platform's IANA zones (Intl.supportedValuesOf, as the
 * field's list); empty means the device's zone, named in the placeholder ('Device
 * (Europe/Berlin)'). A zone from the list applies as soon as it is typed or picked; text that
 * names no zone gets a message beside the field when the field is left (or Enter), and
 * changes nothing.
 */
export function TimeZoneField({
  value,
  onChange,
}: {
  value: string | null
  onChange: (zone: string | null) => void
}) {
  const id = useId()
  const zones = useMemo(() => allZones(), [])
  const [text, setText] = useState(value ?? '')
  const [error, setError] = useState<string | null>(null)
  // Another tab's change: the field shows it (unless a bad text waits to be corrected).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value ?? '')
    setError(null)
  }

  const commit = () => {
    const typed = text.trim()
    if (typed === '') {
      setError(null)
      if (value !== null) onChange(null)
      return
    }
    const zone = ianaZone(typed)
    if (!zone) {
      setError(`'${typed}' is not a time zone. Choose one from the list, such as Europe/Berlin.`)
      return
    }
    setError(null)
    setText(zone)
    if (zone !== value) onChange(zone)
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Time zone</Label>
      <Input
        id={id}
        list={`${id}-zones`}
        value={text}
        placeholder={`Device (${deviceZone()})`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          // A whole zone name from the list (picked, or typed out) applies at once.
          const zone = zones.includes(next) ? next : null
          if (zone) {
            setError(null)
            if (zone !== value) onChange(zone)
          }
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            commit()
          }
        }}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
