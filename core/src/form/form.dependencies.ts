// spec 3 "Form item" `cascadeRules`: one field's value shows, hides, requires or fills others.
// The same rules are the typed field-dependency API of an in-page form (`FormCard.dependencies`).
import { isEmptyValue } from '../shared/field-value';
import type { FormCascadeRule, FormDependency, FormItem, FormValues } from './form.types';

/** A rule's values compared as text (option ids arrive as numbers or strings). */
const key = (value: unknown) => (typeof value === 'boolean' ? String(value) : String(value ?? ''));

/** The plain values a field holds: option ids, picked entries' ids, a scalar. */
function heldValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((entry) => !isEmptyValue(entry))
    .map((entry) =>
      entry !== null && typeof entry === 'object' && 'id' in entry
        ? key((entry as { id: unknown }).id)
        : key(entry),
    );
}

/**
 * Whether a rule sets off for its field's value: `in` (default) when the value (or one of a
 * multiple value's entries) is one of `values`, `notIn` when none is; without `values`, any
 * non-empty value sets off an `in` rule and an empty one a `notIn` rule.
 */
export function cascadeRuleMatches(
  rule: Pick<FormCascadeRule, 'values' | 'operate'>,
  value: unknown,
): boolean {
  const held = heldValues(value);
  const hit =
    rule.values === undefined
      ? held.length > 0
      : held.some((entry) => rule.values!.some((wanted) => key(wanted) === entry));
  return rule.operate === 'notIn' ? !hit : hit;
}

/** Every dependency of a form: the items' `cascadeRules` (source = the item) and the host's own. */
export function formDependencies(
  items: readonly FormItem[],
  extra: readonly FormDependency[] = [],
): FormDependency[] {
  const own = items.flatMap((item) =>
    (item.cascadeRules ?? []).map((rule) => ({ ...rule, source: item.id })),
  );
  return [...own, ...extra];
}

/**
 * The items as their dependencies leave them for `values`: a target of `show` rules is hidden
 * until one of them sets off, a `hide` rule that sets off hides it, a `require` rule makes it
 * required. A hidden field's rules do not set off (chains settle: A hides B, so B's rules stop).
 * A target that is hidden anyway (its own flag, the layout) stays hidden.
 */
export function applyDependencies(
  items: readonly FormItem[],
  values: FormValues,
  dependencies: readonly FormDependency[],
): FormItem[] {
  if (dependencies.length === 0) return [...items];
  const ids = new Set(items.map((item) => item.id));
  const rules = dependencies.filter((rule) => ids.has(rule.source));
  const showTargets = new Set(rules.filter((r) => r.effect === 'show').flatMap((r) => r.targets));
  let hidden = new Set(items.filter((item) => item.hide).map((item) => item.id));
  let result: FormItem[] = [...items];
  // each pass settles one more link of a chain; a cycle stops after as many passes as fields
  for (let pass = 0; pass <= items.length; pass += 1) {
    const live = rules.filter(
      (rule) => !hidden.has(rule.source) && cascadeRuleMatches(rule, values[rule.source]),
    );
    const shown = new Set(live.filter((r) => r.effect === 'show').flatMap((r) => r.targets));
    const hides = new Set(live.filter((r) => r.effect === 'hide').flatMap((r) => r.targets));
    const requires = new Set(live.filter((r) => r.effect === 'require').flatMap((r) => r.targets));
    result = items.map((item) => {
      const hide = item.hide || hides.has(item.id) || (showTargets.has(item.id) && !shown.has(item.id));
      const required = requires.has(item.id) || item.required;
      if (hide === (item.hide ?? false) && required === item.required) return item;
      return { ...item, hide: hide || undefined, required: required || undefined };
    });
    const next = new Set(result.filter((item) => item.hide).map((item) => item.id));
    if (next.size === hidden.size && [...next].every((id) => hidden.has(id))) break;
    hidden = next;
  }
  return result;
}

/**
 * The values `fill` rules give when `changed` took `value`: each of its fill rules that sets off
 * fills its targets with the rule's `value`; a fill that would change nothing is left out.
 */
export function dependencyFills(
  changed: string,
  value: unknown,
  dependencies: readonly FormDependency[],
  values: FormValues,
): FormValues {
  const out: FormValues = {};
  for (const rule of dependencies) {
    if (rule.source !== changed || rule.effect !== 'fill' || !cascadeRuleMatches(rule, value)) continue;
    for (const target of rule.targets) {
      if (target !== changed && values[target] !== rule.value) out[target] = rule.value;
    }
  }
  return out;
}
