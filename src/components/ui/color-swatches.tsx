import { RadioGroup } from 'radix-ui'
import { PALETTE } from '@/model/palette'
import { cn } from '@/lib/utils'

/**
 * The palette as a radio group of round swatches (product.md §9's six colours), each named with
 * its colour and value for screen readers. The event dialog's 'Color' and a calendar's colour.
 */
export function ColorSwatches({
  value,
  onChange,
  labelledBy,
  size = 'size-8',
}: {
  value: string
  onChange: (value: string) => void
  labelledBy: string
  size?: string
}) {
  const swatch = cn(
    size,
    'rounded-full border-2 border-transparent outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
    'data-[state=checked]:ring-2 data-[state=checked]:ring-foreground data-[state=checked]:ring-offset-2 data-[state=checked]:ring-offset-background',
  )
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={onChange}
      orientation="horizontal"
      className="flex flex-wrap gap-2"
    >
      {PALETTE.map((color) => (
        <RadioGroup.Item
          key={color.value}
          value={color.value}
          aria-label={`${color.name} (${color.value})`}
          title={color.name}
          className={swatch}
          style={{ backgroundColor: color.value }}
        />
      ))}
    </RadioGroup.Root>
  )
}
