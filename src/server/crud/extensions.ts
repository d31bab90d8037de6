// What the platform's services add to every register's generic operations — files attached to records, the
// audit trail, a questionnaire model's questions — told to the engine at start (src/server/platform.ts)
// rather than imported by it: the engine knows their moments, not their code.
import type { Transaction } from 'kysely';
import type { Resource } from '../../shared/schema/types.ts';
import type { StaffSession } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { RecordData } from './records.ts';

export type WriteOperation = 'create' | 'update' | 'delete';

export type EngineExtension = {
  /** records about to be answered whole (not a list of some fields that asked for no file) */
  attach?(db: Db, resource: Resource, records: RecordData[]): Promise<void>;
  /** before a record's row is deleted, in its transaction (refuse by throwing an HttpError) */
  beforeRowDelete?(tx: Transaction<any>, resource: Resource, id: number): Promise<void>;
  /** after a record's row is deleted, in its transaction */
  afterRowDelete?(tx: Transaction<any>, resource: Resource, id: number): Promise<void>;
  /**
   * A write was made (and is to be recorded): `alsoCompanies` are other companies it affects (the register's
   * auditCompanies hook).
   */
  written?(
    tx: Transaction<any>,
    session: StaffSession,
    resource: Resource,
    operation: WriteOperation,
    id: number,
    before: RecordData | null,
    after: RecordData | null,
    alsoCompanies?: readonly number[],
  ): Promise<void>;
};
