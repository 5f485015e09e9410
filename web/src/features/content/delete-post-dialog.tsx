import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialog';

export interface PostToDelete {
  id: string;
  title: string;
}

/**
 * Asks before a post is deleted for good, naming it and saying it cannot be brought back; Keep it
 * or Escape leaves it as it is.
 */
export function DeletePostDialog({
  post,
  onKeep,
  onDelete,
}: {
  post: PostToDelete;
  onKeep: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <ConfirmDialog
      title={t('posts.deleteTitle')}
      keepLabel={t('posts.keep')}
      confirmLabel={t('posts.delete')}
      onKeep={onKeep}
      onConfirm={onDelete}
    >
      <p>{t('posts.confirmDelete', { title: post.title })}</p>
    </ConfirmDialog>
  );
}
