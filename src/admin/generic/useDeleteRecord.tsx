// Deleting a record, from a list row or from its form: 'Confirmar exclusão?' first, then the
// success toast in the register's gender, or the server's refusal (409 'em uso', 403…) as sent.
import { useState } from 'react';
import { type RaRecord, useDelete } from 'react-admin';
import type { Resource } from '../../shared/schema/types.ts';
import { notifyError, notifySuccess } from '../providers/errorHandler.ts';
import { Confirm } from './Confirm.tsx';
import { successMessage, TEXT } from './messages.ts';

export function useDeleteRecord(resource: Resource, onDeleted?: () => void) {
  const [pending, setPending] = useState<RaRecord | null>(null);
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () => {
    const record = pending;
    if (!record) return;
    deleteOne(
      resource.path,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setPending(null);
          notifySuccess(
            successMessage(resource.title, resource.meta.gender, 'delete', resource.meta.messages),
          );
          onDeleted?.();
        },
        onError: (error) => {
          setPending(null);
          notifyError(error);
        },
      },
    );
  };

  const dialog = (
    <Confirm
      isOpen={pending !== null}
      loading={isPending}
      title={`${TEXT.remove} ${resource.title}`}
      content={TEXT.confirmDelete}
      confirm={TEXT.ok}
      cancel={TEXT.cancel}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );
  return { askDelete: (record: RaRecord) => setPending(record), dialog };
}
