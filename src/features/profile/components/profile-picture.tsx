import { useTranslation } from 'react-i18next';
import type { User } from '@/api';
import { ProfilePictureEditor } from '@/components/profile-picture/profile-picture-editor';

/** The signed-in user's picture: shown, checked and uploaded by the shared editor. */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const name = `${user.name} ${user.last_name}`.trim();
  return (
    <ProfilePictureEditor
      user={user}
      texts={{
        title: t('fields.picture'),
        alt: t('picture.alt', { name }),
        previewAlt: t('picture.previewAlt'),
        hint: t('picture.hint'),
        choose: t('actions.choosePicture'),
        upload: t('actions.uploadPicture'),
        cancel: t('actions.cancel'),
        uploaded: t('picture.uploaded'),
        loadFailed: t('picture.loadFailed'),
        invalidType: t('picture.invalidType'),
        tooLarge: t('picture.tooLarge'),
        network: t('errors.network'),
        failed: t('picture.failed'),
      }}
    />
  );
}
