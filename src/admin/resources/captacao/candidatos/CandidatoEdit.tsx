// The candidate's edit screen: the generated one, with the candidate's actions and a possible kinship with
// employees above the form, and the selection processes below it.
import { SchemaEdit } from '../../../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../../../generic/SchemaRecordRoute.tsx';
import { CandidatoAcoes } from './CandidatoAcoes.tsx';
import { ParentescoAviso } from './ParentescoAviso.tsx';
import { ProcessosDoCandidato } from './ProcessosDoCandidato.tsx';

export function CandidatoEdit(props: ScreenProps) {
  return (
    <SchemaEdit
      {...props}
      header={
        <>
          <CandidatoAcoes />
          <ParentescoAviso />
        </>
      }
      footer={<ProcessosDoCandidato />}
    />
  );
}
