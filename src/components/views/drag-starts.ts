// What drag-loader.ts loads: the drags of each view, in one chunk.
export { startMonthDrag } from './month/month-drag'
export { startTimeGridDrag } from './time-grid/drag/time-grid-drag'
