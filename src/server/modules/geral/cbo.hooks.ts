// geral/cbo (spec §7 "CBO GET ?codigoOudescricao"): one search box that finds an occupation by its code
// or by its title. A code is matched from its start (2521 → the whole 2521 family) and may be typed with its
// punctuation (2521-05): when the text is only digits and separators, the separators are dropped.
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages.ts';
import { defineHooks } from '../../crud/hooks.ts';
import { searchColumnName } from '../../db/schema-model.ts';
import { badRequest } from '../../http/errors.ts';

/** Escapes LIKE wildcards so the typed text is matched literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default defineHooks('geral/cbo', {
  listConditions(_ctx, query) {
    const raw = query.codigoOudescricao;
    if (raw === undefined || raw === '') return [];
    if (typeof raw !== 'string' || raw.length > 200)
      throw badRequest(`${MSG.invalidFilter} (codigoOudescricao)`);
    const text = raw.trim();
    if (text === '') return [];
    const codigo = /^[\d.\-\s/]+$/.test(text) ? text.replace(/\D/g, '') : text;
    const titulo = sql.ref(`t.${searchColumnName('titulo')}`);
    return [
      sql`(t.codigo LIKE ${likeLiteral(codigo)} || '%' OR ${titulo} LIKE '%' || gente_search(${likeLiteral(text)}) || '%')`,
    ];
  },
});
