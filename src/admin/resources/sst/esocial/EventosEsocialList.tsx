// sst/eventos-esocial: the generated list of events (read-only register) under the eSocial panel, with
// 'Baixar XML' on each row.

import { SchemaList } from '../../../generic/SchemaList.tsx';
import { registersCatalog } from '../../../screens/relatorios/reportCatalog.ts';
import { eventosRowActions } from './eventosRowActions.tsx';
import { PainelEsocial } from './PainelEsocial.tsx';

export function EventosEsocialList() {
  const catalog = registersCatalog();
  const resource = catalog.get('sst/eventos-esocial');
  return (
    <>
      <PainelEsocial catalog={catalog} />
      <SchemaList resource={resource} catalog={catalog} extraRowActions={eventosRowActions} />
    </>
  );
}
