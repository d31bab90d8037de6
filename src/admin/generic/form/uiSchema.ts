// x-ui (and the property types) → RJSF uiSchema, plus the tab/section layout of the form.
// Pure: the same schema always gives the same form, which the unit tests pin down.
import type { UiSchema } from '@rjsf/utils';
import { isRefMany, isRefOne, typeOf } from '../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../shared/schema/types.ts';
import { isMaskKind } from './widgets/masks.ts';

export type LayoutSection = { title?: string; fields: string[] };
export type LayoutTab = { title?: string; sections: LayoutSection[] };
/** Root fields by tab then section; a form without tabs has one untitled tab. */
export type Layout = { tabs: LayoutTab[] };

/** Property names in display order: x-ui.order first (ascending), then the others as declared. */
export function orderedNames(schema: JsonSchema): string[] {
  const entries = Object.entries(schema.properties ?? {});
  return entries
    .map(([name, s], index) => ({ name, order: s['x-ui']?.order ?? Number.POSITIVE_INFINITY, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((e) => e.name);
}

/**
 * Tabs in order of first appearance; fields without a tab go to the first tab (or, when no field
 * names one, to a single untitled tab). Sections likewise inside each tab, untitled first.
 */
export function layoutOf(schema: JsonSchema): Layout {
  const names = orderedNames(schema);
  const props = schema.properties ?? {};
  const tabNames: (string | undefined)[] = [];
  for (const n of names) {
    const t = props[n]!['x-ui']?.tab;
    if (t && !tabNames.includes(t)) tabNames.push(t);
  }
  if (tabNames.length === 0) tabNames.push(undefined);
  const tabs: LayoutTab[] = tabNames.map((title) => ({ title, sections: [] }));
  for (const n of names) {
    const ui = props[n]!['x-ui'];
    const tab = tabs[Math.max(0, tabNames.indexOf(ui?.tab))]!;
    let section = tab.sections.find((s) => s.title === ui?.section);
    if (!section) {
      section = { title: ui?.section, fields: [] };
      if (ui?.section) tab.sections.push(section);
      else tab.sections.unshift(section);
    }
    section.fields.push(n);
  }
  return { tabs };
}

/** Index of the tab that holds a root field (0 when unknown). */
export const tabOf = (layout: Layout, field: string): number =>
  Math.max(
    0,
    layout.tabs.findIndex((t) => t.sections.some((s) => s.fields.includes(field))),
  );

/** Root field names in the order they appear on screen, across tabs and sections. */
export const screenOrder = (layout: Layout): string[] =>
  layout.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields));

function propertyUi(s: JsonSchema): UiSchema {
  const ui: UiSchema = {};
  const x = s['x-ui'] ?? {};
  const t = typeOf(s);
  const options: Record<string, unknown> = {};
  if (x.help) ui['ui:help'] = x.help;
  if (x.placeholder) ui['ui:placeholder'] = x.placeholder;
  if (x.upperCase) options.upperCase = true;

  // hidden wins over every type-based widget (a hidden flag must not show as Sim/Não)
  if (x.widget === 'hidden') ui['ui:widget'] = 'hidden';
  else if (s['x-file']) ui['ui:field'] = 'file';
  else if (isRefOne(s) || isRefMany(s)) {
    ui['ui:field'] = isRefOne(s) ? 'reference' : 'referenceMany';
    if (x.confirmPick) options.confirmPick = x.confirmPick;
    if (x.refFilter) options.refFilter = x.refFilter;
    if (x.fillEmpty) options.fillEmpty = x.fillEmpty;
  } else if (t === 'boolean') {
    ui['ui:widget'] = 'simNao';
    if (x.confirmClear) options.confirmClear = x.confirmClear;
  } else if (t === 'object' && s.properties) Object.assign(ui, objectUi(s));
  else if (t === 'array' && x.widget === 'dialogList') ui['ui:field'] = 'dialogList';
  else if (t === 'array' && x.widget === 'history') {
    ui['ui:field'] = 'history';
    options.dateField = x.dateField ?? 'data';
  } else if (t === 'array' && s.items) {
    const items = s.items;
    if (items.enum) {
      ui['ui:widget'] = 'checkboxes';
      const labels = s['x-enum-labels'] ?? items['x-enum-labels'];
      if (labels) ui.items = { 'ui:enumNames': labels };
      if (labels) options.enumNames = labels;
    } else ui.items = propertyUi(items);
  } else if (s.enum) {
    ui['ui:widget'] = x.widget === 'radio' ? 'radio' : 'enumSelect';
    if (s['x-enum-labels']) options.enumNames = s['x-enum-labels'];
  } else if (x.widget && isMaskKind(x.widget)) {
    ui['ui:widget'] = 'masked';
    options.mask = x.widget;
  } else if (x.mask) {
    ui['ui:widget'] = 'masked';
    options.pattern = x.mask;
  } else if (x.widget === 'date' || s.format === 'date') ui['ui:widget'] = 'dateBr';
  else if (s.format === 'date-time') ui['ui:widget'] = 'dateTimeBr';
  else if (x.widget === 'money') ui['ui:widget'] = 'money';
  else if (x.widget === 'textarea') {
    ui['ui:widget'] = 'textarea';
    options.rows = 4;
  } else if (x.widget === 'password') {
    ui['ui:widget'] = 'password';
    ui['ui:autocomplete'] = 'new-password';
  } else if (x.widget === 'email' || s.format === 'email') ui['ui:widget'] = 'email';
  else if (x.widget === 'select' || x.widget === 'radio' || x.widget === 'checkboxes')
    ui['ui:widget'] = x.widget;

  if (Object.keys(options).length)
    ui['ui:options'] = { ...ui['ui:options'], ...options } as UiSchema['ui:options'];
  return ui;
}

function objectUi(s: JsonSchema): UiSchema {
  const ui: UiSchema = { 'ui:order': [...orderedNames(s), '*'] };
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const p = propertyUi(prop);
    if (Object.keys(p).length) ui[name] = p;
  }
  return ui;
}

/** The uiSchema of a register form: widgets per property, order, layout, no RJSF submit button. */
export function buildUiSchema(schema: JsonSchema): UiSchema {
  return {
    ...objectUi(schema),
    'ui:submitButtonOptions': { norender: true },
    'ui:options': { layout: layoutOf(schema) },
  };
}
