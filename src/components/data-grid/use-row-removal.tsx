import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKind, errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notify } from '@/components/feedback/notifier';

export interface RowRemovalOptions<Row> {
  /** Names a row in the dialog and the toasts. */
  rowLabel: (row: Row) => string;
  /** The soft delete; settles with the call (pass `mutation(...).unwrap()`). */
  onDelete?: ((row: Row) => Promise<unknown>) | undefined;
  /** The restore; also offered as Undo in the toast after a delete. */
  onRestore?: ((row: Row) => Promise<unknown>) | undefined;
  /** What the dialog says happens (default: the row moves to the Deleted tab). */
  deleteText?: string | undefined;
}

/** The text of a refused or failed call: the server's reason for a 4xx it explains, else `fallback`. */
function failureText(error: unknown, fallback: string): string {
  const kind = errorKind(error);
  const reason = kind === 'validation' || kind === 'conflict' ? errorMessage(error) : undefined;
  return reason ?? fallback;
}

/**
 * Delete with confirmation and Undo: `askDelete(row)` opens a dialog naming the row; confirming
 * deletes it and shows a toast whose Undo button restores it. `restore(row)` restores directly (the
 * deleted rows' tab). Lists refresh through the cache tags of the mutations.
 */
export function useRowRemoval<Row>({
  rowLabel,
  onDelete,
  onRestore,
  deleteText,
}: RowRemovalOptions<Row>) {
  const { t } = useTranslation('list');
  // the row stays named while the dialog fades out
  const [pending, setPending] = useState<{ row: Row; open: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setPending((current) => (current ? { ...current, open: false } : null));

  const restore = async (row: Row) => {
    if (!onRestore) return;
    const name = rowLabel(row);
    try {
      await onRestore(row);
      notify(t('restore.done', { name }), 'success');
    } catch (error) {
      if (errorKind(error) !== 'unauthorized')
        notify(failureText(error, t('restore.failed', { name })), 'error');
    }
  };

  const confirm = async () => {
    if (pending === null || !onDelete || busy) return;
    const { row } = pending;
    const name = rowLabel(row);
    setBusy(true);
    try {
      await onDelete(row);
      notify(
        t('delete.done', { name }),
        'success',
        onRestore
          ? { action: { label: t('actions.undo'), onClick: () => void restore(row) } }
          : undefined,
      );
    } catch (error) {
      if (errorKind(error) !== 'unauthorized')
        notify(failureText(error, t('delete.failed', { name })), 'error');
    } finally {
      setBusy(false);
      close();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending?.open ?? false}
      title={pending === null ? '' : t('delete.title', { name: rowLabel(pending.row) })}
      confirmLabel={t('actions.confirmDelete')}
      cancelLabel={t('actions.cancel')}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {deleteText ?? t('delete.text')}
    </ConfirmDialog>
  );

  return {
    /** Opens the confirmation for a row (only when a delete is configured). */
    askDelete: onDelete ? (row: Row) => setPending({ row, open: true }) : undefined,
    restore: onRestore ? (row: Row) => void restore(row) : undefined,
    dialog,
  };
}
