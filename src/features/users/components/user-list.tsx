import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import type { User } from '@/api/users';
import {
  useDeleteUserMutation,
  useGetUsersPaginatedQuery,
  useGetUsersPaginatedSearchQuery,
  useRestoreUserMutation,
} from '@/api/users';
import type { UserType } from '@/api/users';
import { ListPage } from '@/components/data-grid/list-page';
import { listExportUrl } from '@/components/data-grid/export-buttons';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import type { ListColumn } from '@/components/data-grid/list-types';
import { fullName } from '../format';
import { isUserType } from '@/lib/session/user';
import { UserTypeFilter } from './user-type-filter';

/** The url query key of the type filter (`?type=empleado`), beside the list's own keys. */
const TYPE_PARAM = 'type';

/**
 * `users`: every user, or one type of them (`type_user`), active or deleted, searched, sorted and
 * paged by the server, with view, edit, delete and restore per row and the Excel and PDF exports
 * of the same filter. Everything is kept in the url.
 */
export function UserList() {
  const { t } = useTranslation('users');
  const filterId = useId();
  const [params] = useSearchParams();
  const [, { setFilter }] = useListUrlState({ sortable: [] });
  const raw = params.get(TYPE_PARAM);
  const typeUser: UserType | undefined = isUserType(raw) ? raw : undefined;
  const [deleteUser] = useDeleteUserMutation();
  const [restoreUser] = useRestoreUserMutation();

  const columns = useMemo<ListColumn<User>[]>(
    () => [
      {
        field: 'number',
        headerName: t('fields.numberShort'),
        description: t('fields.number'),
        sortable: true,
        width: 150,
      },
      {
        field: 'name',
        headerName: t('fields.fullName'),
        sortable: true,
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => fullName(row),
      },
      { field: 'email', headerName: t('fields.email'), sortable: true, flex: 1, minWidth: 200 },
      { field: 'phone', headerName: t('fields.phone'), sortable: true, width: 150 },
      {
        field: 'type_user',
        headerName: t('fields.type'),
        sortable: true,
        width: 140,
        valueGetter: (_value, row) => t(`types.${row.type_user}`),
      },
      { field: 'zone_name', headerName: t('fields.zone'), sortable: true, width: 160 },
    ],
    [t],
  );
  const extraArgs = useMemo(() => ({ typeUser }), [typeUser]);
  const listExports = useMemo(
    () => ({
      url: listExportUrl('/api/users/list', { type_user: typeUser }),
      filename: t('list.exportFilename'),
    }),
    [t, typeUser],
  );

  return (
    <ListPage<User, { typeUser?: UserType | undefined }>
      title={t('title')}
      columns={columns}
      useList={useGetUsersPaginatedQuery}
      useSearch={useGetUsersPaginatedSearchQuery}
      extraArgs={extraArgs}
      rowLabel={fullName}
      create={{ label: t('actions.new'), path: 'new' }}
      actions={{
        viewPath: (user) => String(user.id),
        editPath: (user) => `${String(user.id)}/edit`,
        onDelete: (user) => deleteUser({ id: user.id }).unwrap(),
        onRestore: (user) => restoreUser({ id: user.id }).unwrap(),
      }}
      exports={listExports}
      toolbar={
        <>
          <UserTypeFilter
            id={filterId}
            value={typeUser ?? null}
            onChange={(type) => setFilter(TYPE_PARAM, type)}
          />
          <Button
            component={RouterLink}
            to="star-clients"
            variant="outlined"
            // the text colour: the primary colour as text on the dark panel is too faint (WCAG AA)
            color="inherit"
            startIcon={<StarBorderOutlined />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('starClients.title')}
          </Button>
        </>
      }
    />
  );
}
