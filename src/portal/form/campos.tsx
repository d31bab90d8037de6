// One field of the candidate form, chosen by its schema (spec §5): text, e-mail, phone and document inputs
// with the right inputmode and autocomplete, dates, lists of choices, references to the company's registers,
// groups (fieldsets) and repeated items (education, languages, certificates, experiences). Messages come from
// the register's validator and the portal's rules, under each field.
import { useEffect, useState } from 'react';
import { acceptAttribute, type FileFieldSpec } from '../../shared/files/files.ts';
import { type ConfiguracaoCampos, campoVisivel, chaveDoCampo } from '../../shared/portal/campos-candidato.ts';
import type { JsonSchema } from '../../shared/schema/types.ts';
import { api } from '../api.ts';
import { mascaraCpf } from '../mascaras.ts';
import { Campo } from '../ui.tsx';
import { EntradaData, EntradaDinheiro } from './entradas.tsx';
import { propsOf, typeOf } from './schema.ts';
import { type Valores, valorEm } from './valores.ts';

/**
 * The label of an enum value, as shared/schema/cell-text.ts's enumLabel: written here because that module
 * brings the Brazilian formatters with it, whose currency formatter (Intl set-up when the module loads) cost the
 * form's first view ~70 ms of main thread with the CPU slowed 4× as Lighthouse's mobile preset does.
 */
const enumLabel = (schema: JsonSchema, value: unknown): string => {
  const labels = schema['x-enum-labels'] ?? schema.items?.['x-enum-labels'];
  return labels?.[String(value)] ?? String(value);
};

export type Opcao = { id: number; nome: string };
export type Opcoes = Record<string, Opcao[]>;

/** Which list of GET /empresas/{id}/opcoes a reference offers. */
const LISTA: Record<string, string> = {
  'cargo-salario/cargos': 'cargos',
  'captacao/areas-interesse': 'areasInteresse',
  'cargo-salario/conhecimentos': 'conhecimentos',
  'captacao/como-ficou-sabendo-vaga': 'comoFicouSabendoVaga',
  'captacao/areas-formacao': 'areasFormacao',
  'captacao/idiomas': 'idiomas',
  'geral/estados': 'estados',
};

const AUTOCOMPLETE: Record<string, string> = {
  nome: 'name',
  nomeSocial: 'nickname',
  'pessoal.dataNascimento': 'bday',
  'contato.email': 'email',
  'contato.ddd': 'tel-area-code',
  'contato.foneFixo': 'tel-local',
  'contato.dddCelular': 'tel-area-code',
  'contato.foneCelular': 'tel-local',
  'endereco.cep': 'postal-code',
  'endereco.logradouro': 'address-line1',
  'endereco.complemento': 'address-line2',
  'endereco.bairro': 'address-level3',
};
const DIGITOS = new Set(['cpf', 'cep', 'pis', 'digits', 'ddd', 'celular']);

export type Contexto = {
  valores: Valores;
  erros: Record<string, string>;
  cfg: ConfiguracaoCampos;
  opcoes: Opcoes;
  set(path: string, value: unknown): void;
  /** required by the register or by the company's configuration */
  obrigatorio(path: string, pai: JsonSchema): boolean;
  /** file fields: the registration keeps the chosen file; Editar Cadastro uploads it at once */
  arquivo(path: string, spec: JsonSchema): React.ReactNode;
  /** the CPF is not changed in the portal once registered */
  cpfFixo: boolean;
};

export const idDe = (path: string) => `campo-${path.replace(/\./g, '-')}`;

/** Whether anything under this path is shown (a group with no visible field is left out). */
export function algoVisivel(ctx: Contexto, path: string, s: JsonSchema): boolean {
  if (chaveDoCampo(path) || ['nome', 'cpf', 'cargos'].includes(path)) return campoVisivel(ctx.cfg, path);
  if (path.startsWith('camposExtras.')) return campoVisivel(ctx.cfg, path);
  if (s.properties && !s['x-ref']) return propsOf(s).some(([k, p]) => algoVisivel(ctx, `${path}.${k}`, p));
  return false;
}

function rotulo(ctx: Contexto, path: string, s: JsonSchema) {
  if (path.startsWith('camposExtras.'))
    return ctx.cfg.camposExtras.find((e) => `camposExtras.${e.campo}` === path)?.titulo ?? String(s.title);
  return String(s.title ?? path);
}

function Cidades({ ctx, path, aria, value }: { ctx: Contexto; path: string; aria: object; value?: number }) {
  const uf = valorEm(ctx.valores, path.replace(/cidade$/, 'uf'))?.id as number | undefined;
  const [cidades, setCidades] = useState<Opcao[]>([]);
  useEffect(() => {
    setCidades([]);
    if (uf) api<Opcao[]>(`/estados/${uf}/cidades`).then(setCidades, () => setCidades([]));
  }, [uf]);
  return (
    <select
      {...aria}
      value={value ?? ''}
      disabled={!uf}
      onChange={(e) => ctx.set(path, e.target.value ? { id: Number(e.target.value) } : undefined)}
    >
      <option value="">{uf ? 'Selecione' : 'Escolha o estado primeiro'}</option>
      {cidades.map((c) => (
        <option key={c.id} value={c.id}>
          {c.nome}
        </option>
      ))}
    </select>
  );
}

/** The field (or group, or list) of `path` whose schema is `s`, child of `pai`. */
export function CampoCandidato({
  ctx,
  path,
  s,
  pai,
  emLista,
}: {
  ctx: Contexto;
  path: string;
  s: JsonSchema;
  pai: JsonSchema;
  emLista?: boolean;
}) {
  if (!emLista && !algoVisivel(ctx, path, s)) return null;
  const id = idDe(path);
  const label = rotulo(ctx, path, s);
  const erro = ctx.erros[path];
  const help = s['x-ui']?.help as string | undefined;
  const required = ctx.obrigatorio(path, pai);
  const t = typeOf(s);
  const value = valorEm(ctx.valores, path);

  if (s['x-file']) return <>{ctx.arquivo(path, s)}</>;
  if (t === 'array' && s.items?.properties) return <Lista ctx={ctx} path={path} s={s} />;
  if (t === 'array' && s['x-ref']) {
    const opcoes = ctx.opcoes[LISTA[s['x-ref']] ?? ''] ?? [];
    const marcados: number[] = Array.isArray(value) ? value : [];
    const dica = path === 'cargos' ? `Escolha até ${ctx.cfg.maxCandidataCargo} cargos.` : help;
    return (
      <fieldset
        className={erro ? 'grupo campo-erro' : 'grupo'}
        id={id}
        tabIndex={-1}
        aria-describedby={erro || dica ? `${id}-nota` : undefined}
      >
        <legend>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </legend>
        <div className="opcoes">
          {opcoes.map((o) => (
            <label key={o.id} className="opcao">
              <input
                type="checkbox"
                checked={marcados.includes(o.id)}
                onChange={(e) =>
                  ctx.set(path, e.target.checked ? [...marcados, o.id] : marcados.filter((x) => x !== o.id))
                }
              />
              {o.nome}
            </label>
          ))}
          {opcoes.length === 0 && <p className="nota">Nenhuma opção cadastrada pela empresa.</p>}
        </div>
        {(erro || dica) && (
          <p id={`${id}-nota`} className={erro ? 'nota nota-erro' : 'nota'}>
            {erro ?? dica}
          </p>
        )}
      </fieldset>
    );
  }
  if (t === 'object' && s.properties && !s['x-ref'])
    return (
      <fieldset className="grupo">
        <legend>{label}</legend>
        {propsOf(s).map(([k, p]) => (
          <CampoCandidato key={k} ctx={ctx} path={`${path}.${k}`} s={p} pai={s} emLista={emLista} />
        ))}
      </fieldset>
    );
  if (t === 'boolean')
    return (
      <div className={erro ? 'campo-check campo-erro' : 'campo-check'}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={erro || help ? `${id}-nota` : undefined}
          onChange={(e) => ctx.set(path, e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        {(erro || help) && (
          <p id={`${id}-nota`} className={erro ? 'nota nota-erro' : 'nota'}>
            {erro ?? help}
          </p>
        )}
      </div>
    );
  return (
    <Campo id={id} label={label} error={erro} help={help} required={required}>
      {(aria) => {
        if (s['x-ref'] === 'geral/cidades')
          return <Cidades ctx={ctx} path={path} aria={aria} value={value?.id} />;
        if (s['x-ref']) {
          const opcoes = ctx.opcoes[LISTA[s['x-ref']] ?? ''] ?? [];
          return (
            <select
              {...aria}
              value={value?.id ?? ''}
              onChange={(e) => ctx.set(path, e.target.value ? { id: Number(e.target.value) } : undefined)}
            >
              <option value="">Selecione</option>
              {opcoes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
            </select>
          );
        }
        if (s.enum)
          return (
            <select
              {...aria}
              value={value ?? ''}
              onChange={(e) => ctx.set(path, e.target.value || undefined)}
            >
              <option value="">Selecione</option>
              {(s.enum as string[]).map((v) => (
                <option key={v} value={v}>
                  {enumLabel(s, v)}
                </option>
              ))}
            </select>
          );
        if (s['x-ui']?.widget === 'textarea')
          return (
            <textarea
              {...aria}
              rows={4}
              maxLength={s.maxLength}
              value={value ?? ''}
              onChange={(e) => ctx.set(path, e.target.value)}
            />
          );
        if (s.format === 'date')
          return (
            <EntradaData
              aria={aria}
              autoComplete={AUTOCOMPLETE[path]}
              value={value}
              onChange={(v) => ctx.set(path, v)}
            />
          );
        if (s['x-ui']?.widget === 'money')
          return <EntradaDinheiro aria={aria} value={value} onChange={(v) => ctx.set(path, v)} />;
        const fmt = String(s.format ?? '');
        const cpf = fmt === 'cpf';
        const telefone = path.startsWith('contato.fone') || fmt === 'telefone';
        const digitos = DIGITOS.has(fmt) || telefone || String(s.pattern ?? '').startsWith('^[0-9]');
        const numero = t === 'integer' || t === 'number';
        return (
          <input
            {...aria}
            type={fmt === 'email' ? 'email' : telefone ? 'tel' : 'text'}
            inputMode={
              fmt === 'email'
                ? 'email'
                : telefone
                  ? 'tel'
                  : digitos || t === 'integer'
                    ? 'numeric'
                    : numero
                      ? 'decimal'
                      : undefined
            }
            autoComplete={AUTOCOMPLETE[path] ?? (cpf ? 'off' : undefined)}
            maxLength={cpf ? 14 : (s.maxLength ?? (fmt === 'cep' ? 8 : fmt === 'pis' ? 11 : undefined))}
            placeholder={s['x-ui']?.placeholder as string | undefined}
            readOnly={cpf && ctx.cpfFixo}
            value={cpf ? mascaraCpf(String(value ?? '')) : (value ?? '')}
            onChange={(e) => {
              const v = e.target.value;
              ctx.set(path, cpf ? mascaraCpf(v) : digitos && !numero ? v.replace(/\D/g, '') : v);
            }}
          />
        );
      }}
    </Campo>
  );
}

/** Repeated items (education, languages, certificates, experiences): add, fill, remove. */
function Lista({ ctx, path, s }: { ctx: Contexto; path: string; s: JsonSchema }) {
  const itens: Valores[] = Array.isArray(valorEm(ctx.valores, path)) ? valorEm(ctx.valores, path) : [];
  const titulo = String(s.items?.title ?? 'Item');
  const erro = ctx.erros[path];
  const id = idDe(path);
  const primeiroEmprego = path === 'experiencias' && valorEm(ctx.valores, 'primeiroEmprego') === true;
  if (primeiroEmprego) return null;
  return (
    <fieldset className={erro ? 'grupo lista campo-erro' : 'grupo lista'}>
      <legend>{String(s.title)}</legend>
      {itens.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: new items have no id; the position is the item
        <fieldset className="item" key={i}>
          <legend>
            {titulo} {i + 1}
          </legend>
          {propsOf(s.items!).map(([k, p]) =>
            k === 'id' ? null : (
              <CampoCandidato key={k} ctx={ctx} path={`${path}.${i}.${k}`} s={p} pai={s.items!} emLista />
            ),
          )}
          <button
            type="button"
            className="botao-secundario"
            onClick={() =>
              ctx.set(
                path,
                itens.filter((__, j) => j !== i),
              )
            }
          >
            Remover {titulo.toLowerCase()} {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        id={id}
        className="botao-secundario"
        aria-describedby={erro ? `${id}-nota` : undefined}
        disabled={s.maxItems !== undefined && itens.length >= s.maxItems}
        onClick={() => ctx.set(path, [...itens, {}])}
      >
        Adicionar {titulo.toLowerCase()}
      </button>
      {erro && (
        <p id={`${id}-nota`} className="nota nota-erro">
          {erro}
        </p>
      )}
    </fieldset>
  );
}

export const aceitaArquivo = (s: JsonSchema) => acceptAttribute(s['x-file'] as FileFieldSpec);
