// The repeat model's former single file, kept as its exports for the importers outside this
// folder that still name it (components/event-dialog/event-form.tsx and
// components/views/shared/event-description.ts). New code imports from the files themselves;
// once nothing names this one, it goes.
export {
  defaultCustom,
  noRepeat,
  repeatOptions,
  repeatRule,
  type CustomRepeat,
  type RepeatEnds,
  type RepeatFreq,
  type RepeatPreset,
  type RepeatValue,
} from './presets'
export { readRepeat } from './read-repeat'
export { repeatError } from './validate-repeat'
export { describeRepeat } from './describe-repeat'
