// Menu entries of the hand-written screens: the report screens (one per declaration) and the few
// special screens. Register screens come from the registry; these are the rest.
import { type ReportDeclaration, reportPath } from '../shared/reports/types.ts';
import type { ExtraMenuItem } from './auth/menu.ts';

const SPECIAL_SCREENS: ExtraMenuItem[] = [
  {
    module: 'cargo-salario',
    group: 'Cadastros',
    label: 'Organograma',
    url: '/cargo-salario/organograma',
    icon: 'AccountTree',
    authority: 'ROLE_CARGO_SALARIO',
    order: 16,
  },
  {
    module: 'captacao',
    group: 'Candidatos',
    label: 'Histórico dos Candidatos',
    url: '/captacao/historico',
    icon: 'History',
    authority: 'ROLE_CAPTACAO',
    order: 30,
  },
  {
    module: 'captacao',
    group: 'Movimentações',
    label: 'Estatísticas de Preenchimento de Vaga',
    url: '/captacao/estatisticas-preenchimento-vaga',
    icon: 'BarChart',
    authority: 'ROLE_CAPTACAO',
    order: 3,
  },
  {
    module: 'avaliacao',
    group: 'Movimentações',
    label: 'Responder Avaliações',
    url: '/avaliacao/avaliacoes-desempenhos-questionarios',
    icon: 'Assignment',
    order: 5,
  },
  {
    module: 'avaliacao',
    group: 'Movimentações',
    label: 'Acompanhamento do Período de Experiência',
    url: '/avaliacao/acompanhamentos-periodos-experiencia',
    icon: 'Event',
    authority: 'ROLE_AVALIACAO',
    order: 10,
  },
  {
    module: 'avaliacao',
    group: 'Movimentações',
    label: 'Nove-Box',
    url: '/avaliacao/ninebox',
    icon: 'BarChart',
    authority: 'ROLE_AVALIACAO',
    order: 30,
  },
  {
    module: 'avaliacao',
    group: 'Cadastros',
    label: 'Modelos de Acompanhamento do Período de Experiência',
    url: '/avaliacao/modelos-avaliacao-desempenho-experiencia',
    icon: 'Settings',
    authority: 'ROLE_AVALIACAO',
    order: 22,
  },
  {
    module: 'avaliacao',
    group: 'Cadastros',
    label: 'Perguntas de Avaliação',
    url: '/avaliacao/perguntas',
    icon: 'Quiz',
    authority: 'ROLE_AVALIACAO',
    order: 24,
  },
  {
    module: 'sst',
    group: 'Saúde',
    label: 'Agenda de Exames',
    url: '/sst/agenda-exames',
    icon: 'Event',
    authority: 'ROLE_SST',
    order: 2,
  },
  {
    module: 'sst',
    group: 'Saúde',
    label: 'Cartão de Vacinação',
    url: '/sst/cartoes-vacinacao',
    icon: 'HealthAndSafety',
    authority: 'ROLE_SST',
    order: 45,
  },
  {
    module: 'sst',
    group: 'Saúde',
    label: 'Vacinação em Lote',
    url: '/sst/vacinacao-em-lote',
    icon: 'HealthAndSafety',
    authority: 'ROLE_SST',
    order: 46,
  },
  {
    module: 'utilitario',
    group: 'Segurança',
    label: 'Log de Alterações',
    url: '/utilitario/log',
    icon: 'History',
    authority: 'ROLE_UTILITARIO',
    order: 90,
  },
];

export function screenMenuItems(reports: ReportDeclaration[]): ExtraMenuItem[] {
  return [
    ...SPECIAL_SCREENS,
    ...reports.flatMap((r) => {
      if (r.menu === false) return [];
      const { module, screen } = reportPath(r.$id);
      return [
        {
          module,
          group: r.menu?.group ?? 'Relatórios',
          label: r.title,
          url: screen,
          icon: 'Description',
          authority: r.authority,
          order: r.menu?.order,
        },
      ];
    }),
  ];
}
