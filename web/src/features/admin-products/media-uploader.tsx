import { IMAGE_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '@isoko/shared/admin/products-schema';
import { mediaKindOfUrl } from '@isoko/shared/catalog/admin-options';
import { PRODUCT_MEDIA_MAX } from '@isoko/shared/catalog/admin-schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureBanner } from './failure-banner';
import type { MediaItem } from './product-form-values';
import { uploadMedia } from './queries';

/** Why a chosen file cannot be sent, as a key of the namespace; null when it may go. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const video = file.type.startsWith('video/');
  if (!video && !file.type.startsWith('image/')) return 'form.media.notMedia';
  if (!video && file.size > IMAGE_UPLOAD_MAX_BYTES) return 'form.media.imageTooBig';
  if (video && file.size > VIDEO_UPLOAD_MAX_BYTES) return 'form.media.videoTooBig';
  return null;
}

interface Upload {
  preview: string;
  name: string;
  progress: number;
}

export interface MediaUploaderProps {
  value: readonly MediaItem[];
  onChange: (next: MediaItem[]) => void;
  /** Told while a file is on its way, so the form waits before saving. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The main picture and up to 3 more: each file is sent to the server as it is chosen, with a
 * preview and its progress; the stored address replaces the preview once it arrives.
 */
export function MediaUploader({ value, onChange, onUploadingChange }: MediaUploaderProps) {
  const { t } = useTranslation('admin-products');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const latest = useRef(value);
  latest.current = value;
  const full = value.length >= PRODUCT_MEDIA_MAX;

  useEffect(() => () => (upload ? URL.revokeObjectURL(upload.preview) : undefined), [upload]);

  const handleFile = async (file: File | undefined, asMain: boolean) => {
    if (!file) return;
    setFailure(null);
    const bad = fileProblem(file);
    setProblem(bad);
    if (bad) return;
    setUpload({ preview: URL.createObjectURL(file), name: file.name, progress: 0 });
    onUploadingChange(true);
    try {
      const stored = await uploadMedia(file, (progress) => setUpload((u) => (u ? { ...u, progress } : u)));
      const item: MediaItem = {
        url: stored.url,
        kind:
          stored.kind === 'video' || file.type.startsWith('video/') || mediaKindOfUrl(stored.url) === 'video'
            ? 'video'
            : 'image',
      };
      const current = latest.current;
      onChange(asMain ? [item, ...current.slice(1)] : [...current, item].slice(0, PRODUCT_MEDIA_MAX));
    } catch (error) {
      setFailure(error);
    } finally {
      setUpload(null);
      onUploadingChange(false);
    }
  };

  const makeMain = (i: number) => onChange([value[i]!, ...value.filter((_, j) => j !== i)]);
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));

  return (
    <div className="admin-media">
      <ul className="admin-media-list">
        {value.map((m, i) => (
          <li key={m.url} className="admin-media-item">
            {m.kind === 'video' ? (
              <video src={m.url} muted aria-label={t('form.media.videoPreview')} />
            ) : (
              <img
                src={m.url}
                alt={i === 0 ? t('form.media.mainPreview') : t('form.media.preview', { n: i })}
              />
            )}
            <span className="admin-media-role">
              {i === 0 ? t('form.media.main') : t('form.media.extra', { n: i })}
            </span>
            <div className="admin-media-actions">
              {i > 0 && (
                <button type="button" className="btn btn-link btn-small" onClick={() => makeMain(i)}>
                  {t('form.media.makeMain')}
                </button>
              )}
              <button type="button" className="btn btn-link btn-small" onClick={() => remove(i)}>
                {t('form.media.remove')}
              </button>
            </div>
          </li>
        ))}
        {upload && (
          <li className="admin-media-item is-uploading" aria-busy="true">
            <img src={upload.preview} alt="" />
            <progress
              max={100}
              value={upload.progress}
              aria-label={t('form.media.uploading', { name: upload.name })}
            />
            <span className="muted">{upload.progress} %</span>
          </li>
        )}
      </ul>
      <div className="admin-media-pick">
        <label className="btn btn-outline btn-small admin-file">
          {value.length ? t('form.media.replaceMain') : t('form.media.chooseMain')}
          <input
            type="file"
            accept="image/*,video/*"
            disabled={!!upload}
            onChange={(e) => {
              void handleFile(e.target.files?.[0], true);
              e.target.value = '';
            }}
          />
        </label>
        {value.length > 0 && (
          <label className={`btn btn-outline btn-small admin-file${full ? ' is-disabled' : ''}`}>
            {t('form.media.addExtra', { count: value.length - 1, max: PRODUCT_MEDIA_MAX - 1 })}
            <input
              type="file"
              accept="image/*,video/*"
              disabled={!!upload || full}
              onChange={(e) => {
                void handleFile(e.target.files?.[0], false);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <p className="muted admin-form-hint">{t('form.media.limits')}</p>
      {problem && (
        <p className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
      <FailureBanner error={failure} lead={t('form.media.uploadFailed')} />
    </div>
  );
}
