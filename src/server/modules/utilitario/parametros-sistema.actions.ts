// The system parameters the screens of every module ask (spec §7 'System parameters'), for any staff
// session: the register itself (GET /api/utilitario/parametros-sistema/1) is the installation
// administrator's. Each answers a boolean.
//   GET /api/utilitario/parametros-sistema/compartilha-candidatos
//   GET /api/utilitario/parametros-sistema/compartilha-colaboradores
//   GET /api/utilitario/parametros-sistema/compartilha-cursos
//   GET /api/utilitario/parametros-sistema/aderiu-ao-esocial
//   GET /api/utilitario/parametros-sistema/inverter-eixo-resultado-nineBox
import { defineActions } from '../../actions/action.ts';
import { type ParametrosSistema, parametrosSistema } from './parametros-sistema.ts';

const BASE = 'utilitario/parametros-sistema';

const consultas: [string, keyof ParametrosSistema, string][] = [
  [
    'compartilha-candidatos',
    'compartilharCandidatos',
    'Se os candidatos são compartilhados entre as empresas',
  ],
  [
    'compartilha-colaboradores',
    'compartilharColaboradores',
    'Se os talentos são compartilhados entre as empresas',
  ],
  ['compartilha-cursos', 'compartilharCursos', 'Se os cursos são compartilhados entre as empresas'],
  ['aderiu-ao-esocial', 'aderiuAoEsocial', 'Se a instalação aderiu ao eSocial'],
  [
    'inverter-eixo-resultado-nineBox',
    'inverterEixoNineBox',
    'Se um nove-box novo começa com os eixos invertidos',
  ],
];

export default defineActions(
  consultas.map(([rota, parametro, summary]) => ({
    name: `parametros-sistema-${rota.toLowerCase()}`,
    method: 'GET' as const,
    path: `${BASE}/${rota}`,
    summary,
    async handler({ db }) {
      return (await parametrosSistema(db))[parametro];
    },
  })),
);
