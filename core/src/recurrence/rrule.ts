// The rrule library as every host loads it. rrule has no `exports` map: bundlers take its ES module
// build (package.json `module`), whose names are named exports, while Node's ESM loader takes its
// CommonJS (UMD) build, whose names it cannot detect and leaves on `default`. Core imports rrule here
// only, so both work.
import * as loaded from 'rrule';

type RRuleModule = typeof loaded;

const rrule: RRuleModule =
  'RRule' in loaded && loaded.RRule ? loaded : (Reflect.get(loaded, 'default') as RRuleModule);

export const RRule: RRuleModule['RRule'] = rrule.RRule;
export type RRule = InstanceType<RRuleModule['RRule']>;
export const Weekday: RRuleModule['Weekday'] = rrule.Weekday;
export type Weekday = InstanceType<RRuleModule['Weekday']>;
export const rrulestr: RRuleModule['rrulestr'] = rrule.rrulestr;
export type { Options } from 'rrule';
