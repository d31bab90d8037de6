// Lays out a register form: tabs and sections from x-ui at the root, a titled group for nested
// objects (an address). Every tab panel stays mounted (only hidden), so what was typed in one tab
// survives switching and a wrong field in a hidden tab can still be found and focused.
import { Box, Grid, Tab, Tabs, Typography } from '@mui/material';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useId } from 'react';
import { typeOf } from '../../../../shared/schema/schema-info.ts';
import type { JsonSchema } from '../../../../shared/schema/types.ts';
import type { FormContext } from '../formContext.ts';
import type { Layout, LayoutSection } from '../uiSchema.ts';
import { isShown } from '../visibility.ts';

/** Lists, groups and long texts take the whole row; the rest two to a row on wide screens. */
function isWide(s: JsonSchema | undefined): boolean {
  if (!s) return false;
  const t = typeOf(s);
  return t === 'array' || (t === 'object' && !s['x-ref']) || s['x-ui']?.widget === 'textarea';
}

type FieldsProps = {
  names: string[];
  byName: Map<string, ObjectFieldTemplatePropertyType>;
  schema: JsonSchema;
  /** the object's current values, for x-ui.showIf */
  values: unknown;
};

function Fields({ names, byName, schema, values }: FieldsProps) {
  return (
    <Grid container spacing={2}>
      {names.map((name) => {
        const p = byName.get(name);
        if (!p || !isShown(schema.properties?.[name], values)) return null;
        if (p.hidden) return p.content;
        return (
          <Grid key={name} size={{ xs: 12, md: isWide(schema.properties?.[name]) ? 12 : 6 }}>
            {p.content}
          </Grid>
        );
      })}
    </Grid>
  );
}

function Sections({ sections, ...rest }: Omit<FieldsProps, 'names'> & { sections: LayoutSection[] }) {
  return (
    <>
      {sections.map((s) =>
        s.title ? (
          <Box key={s.title} component="section" aria-label={s.title} sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 500 }}>
              {s.title}
            </Typography>
            <Fields names={s.fields} {...rest} />
          </Box>
        ) : (
          <Fields key="" names={s.fields} {...rest} />
        ),
      )}
    </>
  );
}

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, uiSchema, schema, title, registry, formData } = props;
  const idBase = useId();
  const byName = new Map(properties.map((p) => [p.name, p]));
  const js = schema as JsonSchema;

  if (fieldPathId.path.length > 0) {
    // a nested object: a titled group of its own fields
    const names = properties.map((p) => p.name);
    return (
      <Box component="fieldset" id={fieldPathId.$id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {title && (
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
            {title}
          </Typography>
        )}
        <Fields names={names} byName={byName} schema={js} values={formData} />
      </Box>
    );
  }

  const layout = (uiSchema?.['ui:options'] as { layout?: Layout } | undefined)?.layout ?? {
    tabs: [{ sections: [{ fields: properties.map((p) => p.name) }] }],
  };
  const { tab, setTab } = registry.formContext as FormContext;
  if (layout.tabs.length === 1)
    return <Sections sections={layout.tabs[0]!.sections} byName={byName} schema={js} values={formData} />;
  const active = Math.min(tab, layout.tabs.length - 1);
  return (
    <>
      <Tabs
        value={active}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        aria-label={String(title ?? js.title ?? '')}
      >
        {layout.tabs.map((t, i) => (
          <Tab
            key={t.title ?? i}
            label={t.title}
            id={`${idBase}-tab-${i}`}
            aria-controls={`${idBase}-panel-${i}`}
          />
        ))}
      </Tabs>
      {layout.tabs.map((t, i) => (
        <Box
          key={t.title ?? i}
          role="tabpanel"
          hidden={i !== active}
          id={`${idBase}-panel-${i}`}
          aria-labelledby={`${idBase}-tab-${i}`}
          sx={{ pt: 2 }}
        >
          <Sections sections={t.sections} byName={byName} schema={js} values={formData} />
        </Box>
      ))}
    </>
  );
}
