// product.md §9: six colours, the first is the default. `css`: the nearest CSS colour name,
// which an iCalendar file's COLOR property (RFC 7986) takes instead of a hex value.
export const PALETTE = [
  { name: 'Blue', value: '#3b82f6', css: 'dodgerblue' },
  { name: 'Red', value: '#ef4444', css: 'tomato' },
  { name: 'Green', value: '#10b981', css: 'mediumseagreen' },
  { name: 'Amber', value: '#f59e0b', css: 'orange' },
  { name: 'Violet', value: '#8b5cf6', css: 'mediumpurple' },
  { name: 'Pink', value: '#ec4899', css: 'hotpink' },
] as const
