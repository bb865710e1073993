import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ListReturnState } from './list-return';
import type { RowActions } from './list-types';
import { RowActionButton } from './row-action-button';

interface RowButtonsOptions<Row> {
  actions: RowActions<Row> | undefined;
  rowLabel: (row: Row) => string;
  /** The deleted rows are shown: restore instead of edit and delete. */
  deleted: boolean;
  /** `useRowRemoval()`: the delete (asked for) and the restore. */
  removal: {
    askDelete?: ((row: Row) => void) | undefined;
    restore?: ((row: Row) => void) | undefined;
  };
  /** Carried by the view and edit links, for the way back to the list as it was. */
  linkState: ListReturnState;
}

export interface RowButtons<Row> {
  /** The buttons of a row (view, edit, delete, or restore), each named after the row. */
  buttonsOf: (row: Row) => ReactNode[];
  /** How many buttons a row can have (0: the list has no actions column). */
  count: number;
  /** The actions column's header. */
  header: string;
}

/** The action buttons of a list's rows, from the screen's `actions`. */
export function useRowButtons<Row>({
  actions,
  rowLabel,
  deleted,
  removal,
  linkState,
}: RowButtonsOptions<Row>): RowButtons<Row> {
  const { t } = useTranslation('list');

  const buttonsOf = (row: Row): ReactNode[] => {
    const name = rowLabel(row);
    const buttons: ReactNode[] = [];
    if (actions?.viewPath)
      buttons.push(
        <RowActionButton
          key="view"
          label={t('actions.view', { name })}
          icon={<VisibilityOutlined fontSize="small" />}
          to={actions.viewPath(row)}
          linkState={linkState}
        />,
      );
    if (!deleted && actions?.editPath)
      buttons.push(
        <RowActionButton
          key="edit"
          label={t('actions.edit', { name })}
          icon={<EditOutlined fontSize="small" />}
          to={actions.editPath(row)}
          linkState={linkState}
        />,
      );
    const { askDelete, restore } = removal;
    if (!deleted && askDelete)
      buttons.push(
        <RowActionButton
          key="delete"
          label={t('actions.delete', { name })}
          icon={<DeleteOutlined fontSize="small" />}
          color="error"
          onClick={() => askDelete(row)}
        />,
      );
    if (deleted && restore)
      buttons.push(
        <RowActionButton
          key="restore"
          label={t('actions.restore', { name })}
          icon={<RestoreFromTrashOutlined fontSize="small" />}
          color="success"
          onClick={() => restore(row)}
        />,
      );
    return buttons;
  };

  const count =
    actions === undefined
      ? 0
      : [actions.viewPath, actions.editPath, actions.onDelete ?? actions.onRestore].filter(
          (action) => action !== undefined,
        ).length;

  return { buttonsOf, count, header: t('columns.actions') };
}
