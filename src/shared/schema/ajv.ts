import Ajv, { _, type KeywordCxt } from 'ajv';
import ajvErrors from 'ajv-errors';
import { formats } from './formats.ts';

/** The generated validator modules import the format table under this name (see scripts/generate.ts). */
export const FORMATS_IMPORT_NAME = '__gente_formats';

/**
 * One ajv configuration for everything: build-time standalone generation (browser + server)
 * and the schema checks in tests. `unicode: false` keeps the generated code free of require().
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // .length instead of a runtime helper imported with require(): the generated code must be plain ESM
    unicode: false,
    // the only warning ajv logs here is that `unicode` is deprecated
    logger: false,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    useDefaults: true,
    // money and percentages are declared with multipleOf 0.01; a float quotient such as 1234567.89 / 0.01
    // misses an integer by ~1e-8, so compare with a tolerance that still refuses a third decimal
    multipleOfPrecision: 4,
    code: { source: true, esm: true, formats: _`__gente_formats` },
  });
  for (const [name, def] of Object.entries(formats)) ajv.addFormat(name, def);
  ajvErrors(ajv, { singleError: false });
  // Annotation keywords read by the engine and the console, not by validation.
  ajv.addVocabulary(['x-resource', 'x-ref', 'x-ui', 'x-virtual', 'x-enum-labels', 'x-sensitive', 'x-file']);
  // A date (ISO string) that may not precede a sibling date: {"x-not-before": "dataIni"}.
  ajv.addKeyword({
    keyword: 'x-not-before',
    type: 'string',
    schemaType: 'string',
    error: { message: 'Data final inferior a data inicial.', params: ({ schema }) => _`{other: ${schema}}` },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const other = _`${it.parentData}[${schema}]`;
      cxt.fail(_`typeof ${other} === "string" && ${other} !== "" && ${data} < ${other}`);
    },
  });
  // A number that may not be less than a sibling number: {"x-gte-sibling": "cargaHorariaDiaria"}.
  ajv.addKeyword({
    keyword: 'x-gte-sibling',
    type: 'number',
    schemaType: 'string',
    error: { message: 'Valor menor que o permitido.', params: ({ schema }) => _`{other: ${schema}}` },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const other = _`${it.parentData}[${schema}]`;
      cxt.fail(_`typeof ${other} === "number" && ${data} < ${other}`);
    },
  });
  // A date (ISO string) that may not be after today in Brazil's official time (America/Sao_Paulo),
  // evaluated when validating, in the browser as on the server.
  ajv.addKeyword({
    keyword: 'x-not-after-today',
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'A data não pode ser posterior à data atual.' },
    code(cxt: KeywordCxt) {
      const { data, schema } = cxt;
      if (schema)
        cxt.fail(
          _`${data} > new Intl.DateTimeFormat("en-CA", {timeZone: "America/Sao_Paulo"}).format(new Date())`,
        );
    },
  });
  // A number that must stay below a sibling number: {"x-less-than": "percentualAltoPotencial"} (a low threshold
  // below its high one); the exact message goes in errorMessage: {"x-less-than": "…"}.
  ajv.addKeyword({
    keyword: 'x-less-than',
    type: 'number',
    schemaType: 'string',
    error: {
      message: 'O valor deve ser menor que o do campo indicado.',
      params: ({ schema }) => _`{other: ${schema}}`,
    },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const other = _`${it.parentData}[${schema}]`;
      cxt.fail(_`typeof ${other} === "number" && ${data} >= ${other}`);
    },
  });
  // A year from 1900 up to the current one (spec §5, report filters), checked when validating, not when compiling.
  ajv.addKeyword({
    keyword: 'x-ano',
    type: 'integer',
    schemaType: 'boolean',
    error: { message: 'Ano inválido.' },
    code(cxt: KeywordCxt) {
      const { data, schema } = cxt;
      if (schema) cxt.fail(_`${data} < 1900 || ${data} > new Date().getFullYear()`);
    },
  });
  return ajv;
}
