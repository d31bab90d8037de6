// The edit screen of every questionnaire model register: the generated form, then the questionnaire editor.
import { useRecordContext } from 'react-admin';
import { SchemaEdit } from '../generic/SchemaEdit.tsx';
import type { ScreenProps } from '../generic/SchemaRecordRoute.tsx';
import { EditorQuestionario } from './EditorQuestionario.tsx';

function Editor({ cadastro }: { cadastro: string }) {
  const record = useRecordContext();
  return record ? <EditorQuestionario cadastro={cadastro} modeloId={Number(record.id)} /> : null;
}

export function QuestionarioEdit({ resource, catalog }: ScreenProps) {
  return <SchemaEdit resource={resource} catalog={catalog} footer={<Editor cadastro={resource.path} />} />;
}
