import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

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
    <Dialog
      title={t('posts.deleteTitle')}
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onKeep}>
            {t('posts.keep')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onDelete}>
            {t('posts.delete')}
          </button>
        </>
      }
    >
      <p>{t('posts.confirmDelete', { title: post.title })}</p>
    </Dialog>
  );
}
