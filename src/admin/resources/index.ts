// The registers whose screens are not all generated: each one overrides only the screen it needs
// (buildScreens in src/admin/generic fills in the rest). Loaded with the generated screens.

import { createElement } from 'react';
import type { ResourceOverride } from '../generic/index.ts';
import { QuestionarioEdit } from '../questionario/QuestionarioEdit.tsx';
import schemas from '../schemas/registers.ts';
import { PesquisaEdit } from '../screens/pesquisa-resultados/PesquisaEdit.tsx';
import { AvaliacaoDesempenhoEdit } from './avaliacao/AvaliacaoDesempenhoEdit.tsx';
import { CandidatoEdit } from './captacao/candidatos/CandidatoEdit.tsx';
import { CandidatosEmLote } from './captacao/candidatos/CandidatosEmLote.tsx';
import { confirmaCpfDeTalento } from './captacao/candidatos/validaCpf.ts';
import { solicitacoesPessoal } from './captacao/solicitacoes-pessoal/index.ts';
import { ColaboradorEdit } from './cargo-salario/colaboradores/ColaboradorEdit.tsx';
import { niveisHistoricoActions } from './cargo-salario/niveisHistoricoActions.tsx';
import { PlanejamentoEdit } from './cargo-salario/planejamentos/PlanejamentoEdit.tsx';
import { planejamentoBloqueado } from './cargo-salario/planejamentos/planejamento.ts';
import { planejamentoRowActions } from './cargo-salario/planejamentos/planejamentoRowActions.tsx';
import { AsoEdit } from './sst/aso/AsoEdit.tsx';
import { CatEdit } from './sst/cat/CatEdit.tsx';
import { ReuniaoCipaEdit } from './sst/cipa/ReuniaoCipaEdit.tsx';
import { EventosEsocialList } from './sst/esocial/EventosEsocialList.tsx';
import { LotacaoTributariaEdit, lotacaoRowActions } from './sst/lotacaoTributaria.tsx';
import { ProfissionalEdit, profissionalRowActions } from './sst/profissional/ProfissionalEdit.tsx';
import { usuariosRowActions } from './utilitario/usuariosRowActions.tsx';

/** Every questionnaire model register (x-resource.questionario) edits its questionnaire below its form. */
const questionarios: Record<string, ResourceOverride> = Object.fromEntries(
  (schemas as { 'x-resource': { path: string; questionario?: object } }[])
    .filter((s) => s['x-resource'].questionario)
    .map((s) => [s['x-resource'].path, { edit: QuestionarioEdit }]),
);

export const resourceOverrides: Record<string, ResourceOverride> = {
  'captacao/candidatos': {
    edit: CandidatoEdit,
    beforeSave: confirmaCpfDeTalento,
    bulkActions: createElement(CandidatosEmLote),
    // full-text search in the CV text (the register's hooks read ?curriculo=, spec §3 search filter)
    filters: [{ param: 'curriculo', property: 'ocrTexto', label: 'Palavras no currículo' }],
  },
  ...questionarios,
  'avaliacao/avaliacoes-desempenho': { edit: AvaliacaoDesempenhoEdit },
  // participants, release, e-mails and results above the questionnaire editor
  'pesquisa/pesquisas': { edit: PesquisaEdit },
  'cargo-salario/colaboradores': { edit: ColaboradorEdit },
  'cargo-salario/niveis-competencia-historico': { rowActions: niveisHistoricoActions },
  // an applied plan is read-only (the server answers 409); 'Visualizar Realinhamentos', 'Aplicar', 'Cancelar'
  'cargo-salario/tabelas-reajustes-colaboradores': {
    edit: PlanejamentoEdit,
    rowActions: planejamentoRowActions,
    lockedRecord: planejamentoBloqueado,
  },
  'captacao/solicitacoes-pessoal': solicitacoesPessoal,
  'sst/eventos-esocial': { list: createElement(EventosEsocialList) },
  'sst/lotacao-tributaria': { edit: LotacaoTributariaEdit, rowActions: lotacaoRowActions },
  // the professional's contracts at /sst/profissional/{id}/contrato, council check and unification
  'sst/profissional': { edit: ProfissionalEdit, rowActions: profissionalRowActions },
  // 'Imprimir ASO' and 'Gerar S-2220' below the ASO's form
  'sst/aso': { edit: AsoEdit },
  // 'Gerar S-2210' below the CAT's form
  'sst/cat': { edit: CatEdit },
  // 'Imprimir ata' below the CIPA meeting's form
  'sst/reunioes-cipa': { edit: ReuniaoCipaEdit },
  'utilitario/usuarios': { rowActions: usuariosRowActions },
};
