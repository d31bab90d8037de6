// The shapes of a register schema (schemas/**/*.json) once loaded into the registry.
// The engine knows nothing of HR: everything it does for a register comes from these.

export type JsonSchema = {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  format?: string;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  errorMessage?: string | Record<string, unknown>;
  'x-resource'?: ResourceMeta;
  'x-ref'?: string;
  'x-ui'?: UiMeta;
  'x-enum-labels'?: Record<string, string>;
  /** a file field (single or list), kept in the file store, not in a column: src/shared/files/files.ts */
  'x-file'?: import('../files/files.ts').FileFieldSpec;
  [keyword: string]: unknown;
};

export type FilterOp = 'eq' | 'in' | 'text' | 'range' | 'gte' | 'lte' | 'refMany' | 'subtree';

/** A filter declared in x-resource.filters: a property name, or an object for anything else. */
export type FilterDecl =
  | string
  | {
      /** query-string parameter name (default: field) */
      param?: string;
      /** property name the filter reads (dotted for nested objects, e.g. endereco.cidade) */
      field: string;
      op?: FilterOp;
      label?: string;
      /** a value meaning "no filter" (the spec's 'TODOS'), accepted and ignored */
      all?: string;
    };

export type ResourceMeta = {
  /** front-end route and API path under /api, e.g. captacao/etapas-seletivas */
  path: string;
  /** database table (snake_case, singular) */
  table: string;
  /** plural label, e.g. 'Etapas Seletivas' */
  label: string;
  /** grammatical gender of the record noun, for 'salva'/'salvo' */
  gender: 'f' | 'm';
  tenant: 'empresa' | 'global';
  menu?: { module: string; group?: string; order?: number; label?: string } | false;
  icon?: string;
  /** property shown when the record is referenced (dropdowns, ref columns); default 'nome' */
  recordTitle?: string;
  /**
   * The title alone is ambiguous ('I', 'Recrutamento'): the record's label (`rotulo` on the wire) is its
   * `parent` reference's label and its own title, e.g. 'Pedreiro – I'. A parent in the same register makes a
   * path, 'Diretoria > RH > Recrutamento'. Computed by the server (src/server/crud/record-label.ts).
   */
  recordLabel?: RecordLabel;
  /** properties a picker shows beside the label, to tell homonyms apart (matrícula, área, cargo) */
  recordDetail?: string[];
  list?: string[];
  filters?: FilterDecl[];
  sort?: [string, 'asc' | 'desc'];
  authority?: { read?: string; write?: string };
  /** groups of properties that must be unique (within the company for tenant registers) */
  unique?: { fields: string[]; message: string }[];
  /**
   * The record title (recordTitle) is unique per company by default, compared without accents and case;
   * `false` opts out (people's names, areas under different parents); `group` shares one name space
   * between registers, `message` replaces the default ('{valor}' is the title typed).
   */
  uniqueTitle?: false | { group?: string; message?: string };
  /** seeded reference data: the register is read-only through the API */
  readOnly?: boolean;
  /**
   * One record only, id 1, seeded by a migration with its values (installation settings; no `default`s: a
   * null is refused, not reset): read and changed, never created nor removed (POST and DELETE answer 405);
   * the console opens its form instead of a list.
   */
  singleton?: boolean;
  /**
   * A filtered list counts at most this many records and answers `countLimit + 1` with
   * `totalElementsLimited: true` beyond it ("mais de N"): counting every match of a broad search in a
   * very large register (candidates) costs more than the page itself.
   */
  countLimit?: number;
  /**
   * The console list's filter when the address gives none (inactive areas hidden: `{ "ativo": true }`);
   * the user clears it like any filter. The API's list is not affected.
   */
  defaultFilter?: Record<string, string | number | boolean>;
  /** the console's success notice of a create, update or delete when the spec words it ('Eleição cadastrada com sucesso.') */
  messages?: { create?: string; update?: string; delete?: string };
  /**
   * The register is a questionnaire model (src/server/questionarios/): each record gets aspects, questions,
   * ordering, clone, print, answer sheets and answering. Options: the default note range of its questions
   * (notaMinima 1, notaMaxima 10) and the question types allowed (default all: 1, 3, 4, 5).
   */
  questionario?: { notaMinima?: number; notaMaxima?: number; tipos?: (1 | 3 | 4 | 5)[] };
};

export type RecordLabel = {
  /** a root reference property of the register */
  parent: string;
  /** between the parts; default ' – ', or ' > ' when the parent is in the same register (a tree) */
  separator?: string;
  /** a property of the parent shown instead of its label (a state's 'sigla') */
  parentTitle?: string;
  /** the parent's part after the record's title ('São José/SC') */
  parentLast?: boolean;
};

export type UiMeta = {
  widget?: string;
  mask?: string;
  tab?: string;
  section?: string;
  order?: number;
  help?: string;
  trim?: boolean;
  upperCase?: boolean;
  /** keeps only the digits of a typed value (a CPF or phone typed with its punctuation) */
  digitsOnly?: boolean;
  placeholder?: string;
  /** a field of a list item (dialog lists) that cannot change once the item is saved */
  readOnlyOnEdit?: boolean;
  /** a history (widget 'history'): the item's date field, the day each entry starts (default 'data') */
  dateField?: string;
  /** a date a new record starts with today's (the server's calendar day) */
  defaultToday?: boolean;
  /** a boolean that, ticked while `field` (a list) has items, asks `message` and then empties the list */
  confirmClear?: { field: string; message: string };
  /**
   * A reference whose picked record may need a confirmation: the API path (under /api, with `:id` for the picked
   * id) answers `{mensagem}`; a message is asked before the pick is kept (Cancelar leaves the field as it was).
   */
  confirmPick?: string;
  /**
   * A reference whose picker offers only the records of this list filter (query parameters of the target's list,
   * e.g. `{"status": "A", "statusAprovacao": "A"}`: open, approved requests). A record already chosen keeps its
   * label; the server's rules still decide what may be saved.
   */
  refFilter?: Record<string, string | number | boolean>;
  /**
   * A reference that, when a record is picked, fills this sibling field of the record's root with the picked
   * record's title while the field is still empty (an ad's title from its request's description).
   */
  fillEmpty?: string;
  /**
   * The field is shown only while its object (the record, or a list item) satisfies this JSON Schema,
   * e.g. `{"properties": {"tipoLocal": {"const": "E"}}}`; hidden, its value is not sent. Display only:
   * whether it is required stays with the schema's own if/then.
   */
  showIf?: JsonSchema;
};

/** How one property is stored. Derived from the schema by the registry, never written by hand. */
export type Field =
  | { kind: 'column'; name: string; path: string[]; column: string; sqlType: SqlType; schema: JsonSchema }
  | { kind: 'ref'; name: string; path: string[]; column: string; target: string; schema: JsonSchema }
  | { kind: 'refMany'; name: string; path: string[]; joinTable: string; target: string; schema: JsonSchema }
  | {
      kind: 'children';
      name: string;
      path: string[];
      childTable: string;
      fields: Field[];
      schema: JsonSchema;
    };

export type SqlType =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'numeric'
  | 'boolean'
  | 'date'
  | 'timestamptz'
  | 'jsonb';

export type Resource = {
  path: string;
  meta: ResourceMeta;
  /** the schema with every $ref to _defs inlined */
  schema: JsonSchema;
  title: string;
  table: string;
  /** every stored field, nested objects flattened into prefixed columns */
  fields: Field[];
  recordTitle: string;
};
