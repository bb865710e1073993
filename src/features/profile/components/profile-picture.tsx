import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import type { User } from '@/api';
import { useGetProfilePictureUrlQuery, useUploadProfilePictureMutation } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { PICTURE_TYPES, pictureFileError } from '../picture-file';
import { generalErrorKey } from '../server-errors';

const SIZE = 128;

function initials(user: User): string {
  return [user.name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * The current profile picture (fetched with the bearer token, shown from an object URL) and the
 * upload: a chosen file is checked (PNG, JPEG or WebP, at most 5 MB), previewed, then sent as the
 * multipart field `image`.
 */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = useId();
  const fullName = `${user.name} ${user.last_name}`.trim();
  const picture = useGetProfilePictureUrlQuery(
    { id: user.id },
    { skip: !user.has_profile_picture },
  );
  const [upload, { isLoading }] = useUploadProfilePictureMutation();
  // the chosen file and its preview's object URL, revoked when replaced and on unmount
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!selected) return;
    return () => URL.revokeObjectURL(selected.url);
  }, [selected]);

  const select = (file: File | null) => {
    setSelected(file ? { file, url: URL.createObjectURL(file) } : null);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires a change
    if (!chosen) return;
    const refused = pictureFileError(chosen);
    setError(refused);
    select(refused ? null : chosen);
  };

  const send = async () => {
    if (!selected || isLoading) return;
    setError(null);
    try {
      await upload({ id: user.id, body: { image: selected.file } }).unwrap();
      select(null);
      notify(t('picture.uploaded'), 'success');
    } catch (failure) {
      const key = generalErrorKey(failure, 'picture.failed');
      setError(key === 'errors.checkFields' ? 'picture.failed' : key);
    }
  };

  const shown = selected?.url ?? picture.data;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {t('fields.picture')}
      </Typography>
      <Avatar
        src={shown}
        alt={selected ? t('picture.previewAlt') : t('picture.alt', { name: fullName })}
        sx={{ width: SIZE, height: SIZE, fontSize: SIZE / 3 }}
      >
        {initials(user)}
      </Avatar>
      {picture.isError && (
        <Typography variant="body2" color="text.secondary">
          {t('picture.loadFailed')}
        </Typography>
      )}
      {error && <InlineAlert>{t(error)}</InlineAlert>}
      <Box>
        <input
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-describedby={hintId}
          onChange={choose}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<PhotoCamera />}
          disabled={isLoading}
          // the (visually hidden) input has the keyboard focus: show it on its label
          sx={{
            'input:focus-visible + &': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {t('actions.choosePicture')}
        </Button>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {t('picture.hint')}
      </Typography>
      {selected && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" loading={isLoading} onClick={() => void send()}>
            {t('actions.uploadPicture')}
          </Button>
          <Button disabled={isLoading} onClick={() => select(null)}>
            {t('actions.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
