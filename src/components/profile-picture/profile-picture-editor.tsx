import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { errorKind, errorStatus } from '@/api';
import type { User } from '@/api';
import { useGetProfilePictureUrlQuery, useUploadProfilePictureMutation } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { PICTURE_TYPES, pictureFileError } from './picture-file';
import type { PictureRefusal } from './picture-file';

/** The component's texts, already translated by the screen that shows it. */
export interface ProfilePictureTexts {
  /** Heading of the block. */
  title: string;
  /** Alternative text of the current picture (it names the user). */
  alt: string;
  previewAlt: string;
  /** The accepted types and size, under the choose button. */
  hint: string;
  choose: string;
  upload: string;
  cancel: string;
  /** Toast after a successful upload. */
  uploaded: string;
  /** The current picture could not be fetched. */
  loadFailed: string;
  invalidType: string;
  tooLarge: string;
  network: string;
  /** Any other failed upload. */
  failed: string;
}

type UploadError = PictureRefusal | 'network' | 'failed';

/** What a failed upload means: the server's 415 and 413 are the same refusals as before sending. */
function uploadError(error: unknown): UploadError {
  const status = errorStatus(error);
  if (status === 415) return 'invalidType';
  if (status === 413) return 'tooLarge';
  return errorKind(error) === 'network' ? 'network' : 'failed';
}

const SIZE = 128;

function initials(user: User): string {
  return [user.name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
}

interface ProfilePictureEditorProps {
  user: User;
  texts: ProfilePictureTexts;
  /** Level of the block's heading in the screen's outline. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * A user's current profile picture (fetched with the bearer token, shown from an object URL) and
 * the upload: a chosen file is checked (PNG, JPEG or WebP, at most 5 MB), previewed, then sent as
 * the multipart field `image`. The server's own refusals (415, 413) are shown the same way.
 */
export function ProfilePictureEditor({
  user,
  texts,
  headingComponent = 'h2',
}: ProfilePictureEditorProps) {
  const inputId = useId();
  const hintId = useId();
  const picture = useGetProfilePictureUrlQuery(
    { id: user.id },
    { skip: !user.has_profile_picture },
  );
  const [upload, { isLoading }] = useUploadProfilePictureMutation();
  // the chosen file and its preview's object URL, revoked when replaced and on unmount
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
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
      notify(texts.uploaded, 'success');
    } catch (failure) {
      setError(uploadError(failure));
    }
  };

  const shown = selected?.url ?? picture.data;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography component={headingComponent} variant="h6">
        {texts.title}
      </Typography>
      <Avatar
        src={shown}
        alt={selected ? texts.previewAlt : texts.alt}
        sx={{ width: SIZE, height: SIZE, fontSize: SIZE / 3 }}
      >
        {initials(user)}
      </Avatar>
      {picture.isError && (
        <Typography variant="body2" color="text.secondary">
          {texts.loadFailed}
        </Typography>
      )}
      {error && <InlineAlert>{texts[error]}</InlineAlert>}
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
          {texts.choose}
        </Button>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {texts.hint}
      </Typography>
      {selected && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" loading={isLoading} onClick={() => void send()}>
            {texts.upload}
          </Button>
          <Button disabled={isLoading} onClick={() => select(null)}>
            {texts.cancel}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
