// The registers whose screens are not all generated: each one overrides only the screen it needs
// (buildResources in src/admin/generic fills in the rest). Loaded with the generated screens.

import { createElement } from 'react';
import type { ResourceOverride } from '../generic/index.ts';
import { CandidatoEdit } from './captacao/candidatos/CandidatoEdit.tsx';
import { CandidatosEmLote } from './captacao/candidatos/CandidatosEmLote.tsx';
import { confirmaCpfDeTalento } from './captacao/candidatos/validaCpf.ts';
import { solicitacoesPessoal } from './captacao/solicitacoes-pessoal/index.ts';
import { ColaboradorEdit } from './cargo-salario/colaboradores/ColaboradorEdit.tsx';
import { niveisHistoricoActions } from './cargo-salario/niveisHistoricoActions.tsx';

export const resourceOverrides: Record<string, ResourceOverride> = {
  'captacao/candidatos': {
    edit: CandidatoEdit,
    beforeSave: confirmaCpfDeTalento,
    bulkActions: createElement(CandidatosEmLote),
  },
  'cargo-salario/colaboradores': { edit: ColaboradorEdit },
  'cargo-salario/niveis-competencia-historico': { rowActions: niveisHistoricoActions },
  'captacao/solicitacoes-pessoal': solicitacoesPessoal,
};
