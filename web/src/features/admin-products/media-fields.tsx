import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaUploader } from './media-uploader';
import type { ProductFormValues } from './product-form-values';

export interface MediaFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** Told while a file uploads, so the form waits for it before saving. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The product's pictures and videos. */
export function MediaFields({ form, onUploadingChange }: MediaFieldsProps) {
  const { t } = useTranslation('admin-products');
  const media = form.watch('media');
  return (
    <fieldset className="admin-form-section">
      <legend>{t('form.sections.media')}</legend>
      <MediaUploader
        value={media}
        onChange={(next) => form.setValue('media', next, { shouldDirty: true })}
        onUploadingChange={onUploadingChange}
      />
    </fieldset>
  );
}
