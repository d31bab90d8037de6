// The registers whose screens are not all generated: each one overrides only the screen it needs
// (buildResources in src/admin/generic fills in the rest). Loaded with the generated screens.
import { createElement } from 'react';
import type { ResourceOverride } from '../generic/index.ts';
import { ColaboradorEdit } from './cargo-salario/colaboradores/ColaboradorEdit.tsx';
import { niveisHistoricoActions } from './cargo-salario/niveisHistoricoActions.tsx';
import { EventosEsocialList } from './sst/esocial/EventosEsocialList.tsx';
import { LotacaoTributariaEdit, lotacaoRowActions } from './sst/lotacaoTributaria.tsx';

export const resourceOverrides: Record<string, ResourceOverride> = {
  'cargo-salario/colaboradores': { edit: ColaboradorEdit },
  'cargo-salario/niveis-competencia-historico': { rowActions: niveisHistoricoActions },
  'sst/eventos-esocial': { list: createElement(EventosEsocialList) },
  'sst/lotacao-tributaria': { edit: LotacaoTributariaEdit, rowActions: lotacaoRowActions },
};
