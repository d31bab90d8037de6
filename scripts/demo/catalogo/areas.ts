// Organisational area trees (Diretoria > Gerência > Coordenação > Setor). `tag` says which jobs work there
// (catalogo/cargos.ts); an area without one inherits its parent's. About 40 areas per company: the
// support directorates every company has plus the operations directorate of its sector.
import type { Setor } from './empresas.ts';

export type NoArea = { nome: string; tag?: string; filhas?: NoArea[] };

const no = (nome: string, filhas?: NoArea[], tag?: string): NoArea => ({ nome, tag, filhas });

export const AREAS_COMUNS: readonly NoArea[] = [
  no(
    'Diretoria Administrativo-Financeira',
    [
      no('Gerência de Controladoria', [
        no('Coordenação de Contabilidade', [no('Setor Fiscal'), no('Setor de Contas a Pagar')]),
      ]),
      no('Gerência Financeira', [no('Coordenação de Tesouraria'), no('Coordenação de Crédito e Cobrança')]),
      no(
        'Gerência Administrativa',
        [no('Coordenação de Suprimentos', [no('Setor de Compras'), no('Setor de Almoxarifado')])],
        'adm',
      ),
      no(
        'Gerência de Tecnologia da Informação',
        [no('Coordenação de Sistemas'), no('Coordenação de Infraestrutura e Suporte')],
        'ti',
      ),
    ],
    'fin',
  ),
  no(
    'Diretoria de Pessoas e Cultura',
    [
      no('Gerência de Recursos Humanos', [
        no('Coordenação de Departamento Pessoal', [
          no('Setor de Folha de Pagamento'),
          no('Setor de Benefícios'),
        ]),
        no('Coordenação de Desenvolvimento Humano', [
          no('Setor de Recrutamento e Seleção'),
          no('Setor de Treinamento'),
        ]),
      ]),
      no('Gerência de Saúde e Segurança do Trabalho', [no('Coordenação de Segurança do Trabalho')], 'sst'),
    ],
    'rh',
  ),
  no(
    'Diretoria Comercial',
    [
      no('Gerência de Vendas', [
        no('Coordenação de Vendas', [no('Setor de Vendas Corporativas'), no('Setor de Vendas Regionais')]),
        no('Coordenação de Atendimento ao Cliente'),
      ]),
      no('Gerência de Marketing', [no('Coordenação de Marketing')]),
    ],
    'com',
  ),
];

export const AREAS_SETOR: Readonly<Record<Setor, readonly NoArea[]>> = {
  construcao: [
    no(
      'Diretoria de Engenharia e Obras',
      [
        no(
          'Gerência de Obras Residenciais',
          [
            no('Coordenação de Obras da Capital', [no('Setor de Estruturas'), no('Setor de Acabamento')]),
            no('Coordenação de Obras do Interior'),
          ],
          'obra',
        ),
        no(
          'Gerência de Obras Corporativas',
          [no('Coordenação de Canteiros', [no('Setor de Instalações')])],
          'obra',
        ),
        no(
          'Gerência de Planejamento e Qualidade',
          [no('Coordenação de Qualidade e Orçamentos')],
          'qualidade',
        ),
      ],
      'ops',
    ),
  ],
  saude: [
    no(
      'Diretoria Assistencial',
      [
        no(
          'Gerência de Enfermagem',
          [
            no('Coordenação de Internação', [
              no('Setor de Clínica Médica'),
              no('Setor de Terapia Intensiva'),
            ]),
            no('Coordenação de Pronto Atendimento'),
          ],
          'enf',
        ),
        no('Gerência Médica', [no('Coordenação do Corpo Clínico')], 'med'),
        no(
          'Gerência de Apoio Diagnóstico',
          [no('Coordenação de Laboratório'), no('Coordenação de Diagnóstico por Imagem')],
          'diag',
        ),
        no(
          'Gerência de Hotelaria Hospitalar',
          [no('Coordenação de Higienização'), no('Coordenação de Nutrição e Dietética')],
          'hotel',
        ),
      ],
      'ops',
    ),
  ],
  agro: [
    no(
      'Diretoria Agroindustrial',
      [
        no(
          'Gerência Agrícola',
          [
            no('Coordenação de Lavouras', [no('Setor de Plantio'), no('Setor de Colheita')]),
            no('Coordenação de Mecanização Agrícola'),
          ],
          'agri',
        ),
        no(
          'Gerência Industrial',
          [
            no('Coordenação de Produção', [no('Setor de Processamento'), no('Setor de Embalagem')]),
            no('Coordenação de Manutenção Industrial'),
          ],
          'ind',
        ),
        no(
          'Gerência de Qualidade e Logística',
          [no('Coordenação de Qualidade'), no('Coordenação de Logística e Expedição')],
          'log',
        ),
      ],
      'ops',
    ),
  ],
};
