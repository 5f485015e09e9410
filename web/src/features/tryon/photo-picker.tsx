import { IMAGE_KIND_BYTES, imageKindOf } from '@isoko/shared/tryon/image-kind';
import { TRYON_IMAGE_MAX_BYTES } from '@isoko/shared/tryon/schema';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

export interface PhotoPickerProps {
  file: Blob | null;
  onPick: (file: File) => void;
  label?: string;
}

/** Picks a photo (JPEG, PNG or WebP up to 5 MB, checked here and again by the server) and shows it. */
export function PhotoPicker({ file, onPick, label }: PhotoPickerProps) {
  const { t } = useTranslation('tryon');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="tryon-photo">
      <label htmlFor={id} className="btn btn-outline">
        {label ?? t('photo.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED.join(',')}
        onChange={async (e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (!picked) return;
          if (!ACCEPTED.includes(picked.type)) return setProblem(t('photo.wrongType'));
          if (picked.size > TRYON_IMAGE_MAX_BYTES) return setProblem(t('photo.tooLarge'));
          // The type comes from the file's name: its first bytes must agree before anything reads it.
          const head = new Uint8Array(await picked.slice(0, IMAGE_KIND_BYTES).arrayBuffer());
          if (!imageKindOf(head)) return setProblem(t('photo.wrongType'));
          setProblem(null);
          onPick(picked);
        }}
      />
      <p className="tryon-hint">{t('photo.hint')}</p>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      {preview && <img src={preview} alt={t('photo.preview')} />}
    </div>
  );
}
