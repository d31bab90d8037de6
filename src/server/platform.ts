// The engine with the platform's services plugged in: files attached to records and removed with them, the
// audit trail of every generic write, a questionnaire model's questions removed with it. The engine
// (crud/) imports none of them; it calls them at the moments crud/extensions.ts names.
import type { Registry } from '../shared/schema/registry.ts';
import { recordWrite } from './audit/audit.ts';
import { Engine } from './crud/engine.ts';
import type { Database } from './db/database.ts';
import { attachFiles, deleteRecordFiles } from './files/file-fields.ts';
import { removerQuestionario } from './questionarios/questionario.ts';

export async function createEngine(db: Database, registry: Registry): Promise<Engine> {
  const engine = await Engine.create(db, registry);
  return engine
    .extend({ attach: attachFiles, afterRowDelete: deleteRecordFiles })
    .extend({ beforeRowDelete: removerQuestionario })
    .extend({ written: recordWrite });
}
