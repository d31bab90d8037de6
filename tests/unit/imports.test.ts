// The import rules of the server (docs/modulos.md), read from the sources with a regex (fast, no compiler):
// every static `import … from` / `export … from` / `import '…'` line, type-only ones included, and literal
// `import('…')`. Only relative specifiers count (packages are not ours).
//   (a) no import cycle among the files of src/server;
//   (b) a file the platform discovers by its name (*.hooks.ts, *.actions.ts, *.jobs.ts, *.reference.ts) is a
//       leaf: nothing imports it, in src, tests, scripts or bench (the loaders import them by computed path);
//   (c) the engine (src/server/crud) imports no module nor the services plugged into it (audit, files, jobs but
//       the queue's interface, questionnaires, reports, e-mail); nothing of the platform (src/server outside
//       modules/) imports a module;
//   (d) a module uses another only through the other's api.ts, which only re-exports, each with a comment
//       saying why, and no two modules depend on each other, even through others.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'src', 'server');
const MODULES = join(SERVER, 'modules');

type Edge = { from: string; to: string; typeOnly: boolean; line: number };

const STATIC =
  /(?:^|\n)[ \t]*(?:import|export)(\s+type)?\s+(?:[^'"`;]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'generated') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? walk(path) : /\.(ts|tsx|mts|mjs)$/.test(e.name) ? [path] : [];
  });

function edgesOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const out: Edge[] = [];
  for (const m of text.matchAll(STATIC)) {
    const at = m.index + (m[0].startsWith('\n') ? 1 : 0);
    out.push({
      from: file,
      to: resolve(dirname(file), m[2]!),
      typeOnly: m[1] !== undefined,
      line: lineAt(at),
    });
  }
  for (const m of text.matchAll(DYNAMIC))
    out.push({ from: file, to: resolve(dirname(file), m[1]!), typeOnly: false, line: lineAt(m.index) });
  return out;
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/');
const where = (e: Edge) => `${rel(e.from)}:${e.line} → ${rel(e.to)}`;
const under = (path: string, dir: string) => path.startsWith(dir + sep);
const moduleOf = (path: string) => (under(path, MODULES) ? relative(MODULES, path).split(sep)[0] : undefined);

const serverFiles = walk(SERVER);
const isServerFile = new Set(serverFiles);
const serverEdges = serverFiles.flatMap(edgesOf);
const allEdges = [
  ...serverEdges,
  ...['src/admin', 'src/shared', 'tests', 'scripts', 'bench'].flatMap((d) =>
    walk(join(ROOT, d)).flatMap(edgesOf),
  ),
];

/**
 * Cycles that exist while their owners fix them: each listed with the import that closes it. An entry that no
 * longer matches a cycle fails too, so the list only shrinks.
 */
const KNOWN_CYCLES: { files: string[]; closedBy: string }[] = [
  {
    files: ['src/server/crud/filters.ts', 'src/server/crud/record-label.ts', 'src/server/db/schema-model.ts'],
    closedBy:
      "src/server/db/schema-model.ts: import { resolveFilters } from '../crud/filters.ts' (it is " +
      "src/shared/schema/filters.ts's, re-exported by crud/filters.ts)",
  },
];

/** Strongly connected components of more than one file (or a file importing itself), each as one cycle. */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || next.get(v)?.includes(v)) found.push(component);
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  // one concrete path around each component, from its first file back to it
  return found.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0]!;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of next.get(v) ?? []) {
        if (!inside.has(w) || previous.has(w)) continue;
        previous.set(w, v);
        if (w === start) queue.length = 0;
        else queue.push(w);
      }
    }
    const path = [start];
    for (let v = previous.get(start)!; v !== start; v = previous.get(v)!) path.unshift(v);
    return [...path, start].map(rel);
  });
}

describe('imports of the server', () => {
  it('(a) no import cycle in src/server (type-only imports included)', () => {
    const found = cycles(serverEdges.filter((e) => isServerFile.has(e.to)));
    const key = (files: string[]) => [...new Set(files)].sort().join(' ');
    const known = new Set(KNOWN_CYCLES.map((c) => key(c.files)));
    expect(found.filter((c) => !known.has(key(c))).map((c) => c.join(' → '))).toEqual([]);
    const gone = KNOWN_CYCLES.filter((c) => !found.some((f) => key(f) === key(c.files)));
    expect(gone.map((c) => `no longer a cycle, remove it from KNOWN_CYCLES: ${c.files.join(', ')}`)).toEqual(
      [],
    );
  });

  it('(b) hooks, actions, jobs and reference-data files are leaves: only their loaders reach them', () => {
    // the loaders import them by a computed path (glob of the file names), never by a line this test sees
    const LOADERS: Record<string, string> = {
      '.hooks.ts': 'src/server/crud/engine.ts',
      '.actions.ts': 'src/server/actions/actions.routes.ts',
      '.jobs.ts': 'src/server/jobs/jobs.ts',
      '.reference.ts': 'src/server/db/reference-data.ts',
    };
    const bad = allEdges.filter((e) => {
      const kind = Object.keys(LOADERS).find((k) => e.to.endsWith(k));
      return kind !== undefined && rel(e.from) !== LOADERS[kind];
    });
    expect(bad.map(where)).toEqual([]);
  });

  it('(c) the engine imports no module nor the services plugged into it; the platform imports no module', () => {
    const services = ['modules', 'audit', 'files', 'jobs', 'questionarios', 'reports', 'email'].map((d) =>
      join(SERVER, d),
    );
    const queue = join(SERVER, 'jobs', 'job-queue.ts');
    const engine = serverEdges.filter(
      (e) =>
        under(e.from, join(SERVER, 'crud')) &&
        services.some((d) => under(e.to, d)) &&
        !(e.to === queue && e.typeOnly),
    );
    expect(engine.map(where)).toEqual([]);
    const platform = serverEdges.filter((e) => !under(e.from, MODULES) && under(e.to, MODULES));
    expect(platform.map(where)).toEqual([]);
  });

  it('(d) a module uses another only through its api.ts, and no two modules depend on each other', () => {
    const across = serverEdges.filter((e) => {
      const from = moduleOf(e.from);
      const to = moduleOf(e.to);
      return from !== undefined && to !== undefined && from !== to;
    });
    const notApi = across.filter((e) => e.to !== join(MODULES, moduleOf(e.to)!, 'api.ts'));
    expect(notApi.map(where)).toEqual([]);

    const uses = new Map<string, Set<string>>();
    for (const e of across)
      uses.set(moduleOf(e.from)!, (uses.get(moduleOf(e.from)!) ?? new Set()).add(moduleOf(e.to)!));
    const circles: string[] = [];
    const reach = (from: string, path: string[]) => {
      for (const to of uses.get(from) ?? []) {
        if (to === path[0]) circles.push([...path, to].join(' → '));
        else if (!path.includes(to)) reach(to, [...path, to]);
      }
    };
    for (const m of [...uses.keys()].sort()) reach(m, [m]);
    expect(circles).toEqual([]);
  });

  it("(d) an api.ts only re-exports its module's files, each export with a comment saying why", () => {
    const apis = serverFiles.filter((f) => under(f, MODULES) && f.endsWith(`${sep}api.ts`));
    expect(apis.length).toBeGreaterThan(0);
    const problems = apis.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const statements = text
        .replace(/^\s*\/\/.*$/gm, '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      const notReExport = statements
        .filter((s) => !/^export\s+(type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+'$/.test(s))
        .map((s) => `${rel(file)}: not a re-export of the module's own file: ${s.split('\n')[0]}`);
      const lines = text.split('\n');
      const uncommented = lines
        .map((line, i) => ({ line, i }))
        .filter(({ line, i }) => line.startsWith('export') && !lines[i - 1]?.trimStart().startsWith('//'))
        .map(({ i }) => `${rel(file)}:${i + 1}: an export without a comment above it saying why`);
      return [...notReExport, ...uncommented];
    });
    expect(problems).toEqual([]);
  });
});
