import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import type { User } from '@/api/users';
import { useDeleteUserMutation, useRestoreUserMutation } from '@/api/users';
import { useForwardedListState } from '@/components/data-grid/list-return';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';
import { fullName } from '../format';

/**
 * Edit, and delete (asked first, with Undo in the toast) or restore, for the user on screen, the
 * same way the list does it. The view stays: a deleted user is still shown, marked, with Restore.
 * Edit is the contained button (as on the zone and location views): the primary colour as the text
 * of an outlined button is too faint on the dark page (WCAG AA).
 */
export function UserActions({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const listState = useForwardedListState();
  const [deleteUser] = useDeleteUserMutation();
  const [restoreUser, restoration] = useRestoreUserMutation();
  const { askDelete, restore, dialog } = useRowRemoval<User>({
    rowLabel: fullName,
    onDelete: (row) => deleteUser({ id: row.id }).unwrap(),
    onRestore: (row) => restoreUser({ id: row.id }).unwrap(),
  });

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to="edit"
        state={listState}
        variant="contained"
        startIcon={<EditOutlined />}
      >
        {t('actions.edit')}
      </Button>
      {user.deleted_at
        ? restore && (
            <Button
              variant="outlined"
              color="success"
              startIcon={<RestoreFromTrashOutlined />}
              loading={restoration.isLoading}
              onClick={() => restore(user)}
            >
              {t('actions.restore')}
            </Button>
          )
        : askDelete && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => askDelete(user)}
            >
              {t('actions.delete')}
            </Button>
          )}
      {dialog}
    </Stack>
  );
}
