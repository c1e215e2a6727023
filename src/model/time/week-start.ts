// The first day of the week, in one place: Sunday, as product.md §9 has it. A setting will make
// it the person's choice (issue 30 names 'Settings'); the views that take it read it here.

/** date-fns' weekStartsOn: 0 is Sunday, 1 Monday ... 6 Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const WEEK_START: WeekStart = 0
