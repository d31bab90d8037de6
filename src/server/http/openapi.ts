import type { Registry } from '../../shared/schema/registry.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import type { ActionSpec } from '../actions/action.ts';
import { resolveFilters } from '../crud/filters.ts';

const error = { $ref: '#/components/schemas/Erro' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: error } },
});

/** Strips x- keywords and marks: what a client of the API needs to see. */
function publicSchema(s: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (k.startsWith('x-') || k === '$id' || k === 'errorMessage') continue;
    if (k === 'properties')
      out[k] = Object.fromEntries(
        Object.entries(v as Record<string, JsonSchema>).map(([p, ps]) => [p, publicSchema(ps)]),
      );
    else if (k === 'items') out[k] = publicSchema(v as JsonSchema);
    else out[k] = v;
  }
  return out as JsonSchema;
}

/** A declared action as an OpenAPI operation: its schemas, authority and responses. */
function actionOperation(a: ActionSpec, schemas: Map<string, JsonSchema>, registry: Registry) {
  const pathNames = [...a.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const paramsSchema = a.params ? schemas.get(a.params) : undefined;
  const querySchema = a.query ? schemas.get(a.query) : undefined;
  const parameters = [
    ...pathNames.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: a.ids?.[name]
        ? { type: 'integer', minimum: 1 }
        : publicSchema(paramsSchema?.properties?.[name] ?? { type: 'string' }),
      ...(a.ids?.[name]
        ? {
            description: `id de ${typeof a.ids[name] === 'string' ? a.ids[name] : a.ids[name].resource} da empresa da sessão`,
          }
        : {}),
    })),
    ...Object.entries(querySchema?.properties ?? {}).map(([name, s]) => ({
      name,
      in: 'query',
      required: (querySchema?.required ?? []).includes(name),
      schema: publicSchema(s),
      ...(s.title ? { description: s.title } : {}),
    })),
  ];
  const status = String(a.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]:
      status === '204'
        ? { description: 'Sem conteúdo' }
        : { description: 'Sucesso', content: { [a.produces ?? 'application/json']: {} } },
  };
  if (a.params || a.query || a.body || a.record || a.ids) responses['400'] = errorResponse('Validação');
  if (!a.public) {
    responses['401'] = errorResponse('Sessão expirada.');
    responses['403'] = errorResponse('Não autorizado.');
  }
  if (a.ids) responses['404'] = errorResponse('Não encontrado');
  return {
    tags: [a.path.split('/')[0]],
    operationId: a.name,
    summary: a.summary,
    ...(a.authority ? { 'x-authority': a.authority } : {}),
    parameters,
    ...(a.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: publicSchema(schemas.get(a.body)!) } },
          },
        }
      : a.record
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${registry.get(a.record).table}` },
                },
              },
            },
          }
        : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the generic API, generated from the registry, and of the declared actions. */
export function openApiDocument(
  registry: Registry,
  version: string,
  actions: ActionSpec[] = [],
  actionSchemas = new Map<string, JsonSchema>(),
) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Erro: {
      type: 'object',
      required: ['status', 'code', 'message'],
      properties: {
        status: { type: 'integer' },
        code: { type: 'string' },
        message: { type: 'string' },
        errors: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  };
  for (const r of registry.resources) {
    const name = r.table;
    schemas[name] = publicSchema(r.schema);
    const ref = { $ref: `#/components/schemas/${name}` };
    const tag = r.path.split('/')[0];
    const filters = resolveFilters(r).flatMap((f) =>
      f.op === 'range'
        ? [`${f.param}Ini`, `${f.param}Fim`].map((p) => ({
            name: p,
            in: 'query',
            schema: { type: 'string', format: 'date' },
            description: f.label,
          }))
        : [{ name: f.param, in: 'query', schema: { type: 'string' }, description: `${f.label} (${f.op})` }],
    );
    const listParams = [
      {
        name: 'page',
        in: 'query',
        schema: { type: 'integer', minimum: 0 },
        description: 'página (0..); sem ela, lista não paginada',
      },
      { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 15 } },
      { name: 'sort', in: 'query', schema: { type: 'string' }, description: 'campo,asc|desc' },
      { name: 'resumido', in: 'query', schema: { type: 'boolean' }, description: 'somente {id, nome}' },
      ...filters,
    ];
    const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
    const common = { '401': errorResponse('Sessão expirada.'), '403': errorResponse('Não autorizado.') };
    paths[`/api/${r.path}`] = {
      get: {
        tags: [tag],
        summary: `Lista ${r.meta.label}`,
        parameters: listParams,
        responses: { '200': { description: 'Página ou lista' }, ...common },
      },
      post: {
        tags: [tag],
        summary: `Insere ${r.title}`,
        requestBody: { required: true, content: { 'application/json': { schema: ref } } },
        responses: {
          '201': { description: 'Criado', content: { 'application/json': { schema: ref } } },
          '400': errorResponse('Validação'),
          ...common,
        },
      },
    };
    paths[`/api/${r.path}/{id}`] = {
      get: {
        tags: [tag],
        parameters: idParam,
        responses: {
          '200': { description: r.title, content: { 'application/json': { schema: ref } } },
          '404': errorResponse('Não encontrado'),
          ...common,
        },
      },
      put: {
        tags: [tag],
        parameters: idParam,
        requestBody: { required: true, content: { 'application/json': { schema: ref } } },
        responses: {
          '200': { description: 'Atualizado' },
          '400': errorResponse('Validação'),
          '404': errorResponse('Não encontrado'),
          ...common,
        },
      },
      delete: {
        tags: [tag],
        parameters: idParam,
        responses: {
          '204': { description: 'Excluído' },
          '404': errorResponse('Não encontrado'),
          '409': errorResponse('Em uso'),
          ...common,
        },
      },
    };
  }
  for (const a of actions) {
    const path = `/api/${a.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const item = (paths[path] ?? {}) as Record<string, unknown>;
    item[a.method.toLowerCase()] = actionOperation(a, actionSchemas, registry);
    paths[path] = item;
  }
  return { openapi: '3.1.0', info: { title: 'Gente API', version }, paths, components: { schemas } };
}
