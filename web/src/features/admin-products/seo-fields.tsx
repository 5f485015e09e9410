import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@isoko/shared/catalog/admin-schema';
import { clipText } from '@isoko/shared/clip-text';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureBanner } from './failure-banner';
import { FormField, invalidProps } from './form-field';
import type { ProductFormValues } from './product-form-values';
import { useGenerateSeo } from './queries';

export interface SeoFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** The stored product's id; texts are written from what is saved, so a new product has none yet. */
  productId?: string;
}

/** Search-engine title and description with their counters, and the generator for this product. */
export function SeoFields({ form, productId }: SeoFieldsProps) {
  const { t } = useTranslation('admin-products');
  const generate = useGenerateSeo();
  const [notice, setNotice] = useState<string | null>(null);
  const { errors } = form.formState;
  const title = form.watch('seoTitle');
  const description = form.watch('seoDescription');

  const handleGenerate = async () => {
    setNotice(null);
    if (form.getValues('name').trim().length === 0 || !form.getValues('categoryId')) {
      setNotice(t('form.seo.needNameAndCategory'));
      return;
    }
    if (!productId) {
      setNotice(t('form.seo.saveFirst'));
      return;
    }
    try {
      const seo = await generate.mutateAsync(productId);
      const opts = { shouldDirty: true, shouldValidate: true };
      form.setValue('seoTitle', clipText(seo.seoTitle, SEO_TITLE_MAX), opts);
      form.setValue('seoDescription', clipText(seo.seoDescription, SEO_DESCRIPTION_MAX), opts);
      form.setValue('seoKeywords', seo.tags, opts);
      setNotice(t('form.seo.generated'));
    } catch {
      // shown below
    }
  };

  return (
    <fieldset className="admin-form-section">
      <legend>{t('form.sections.seo')}</legend>
      <FormField
        id="product-seo-title"
        label={t('form.seo.title')}
        error={errors.seoTitle?.message}
        hint={t('form.seo.counter', { count: title.length, max: SEO_TITLE_MAX })}
      >
        <input
          id="product-seo-title"
          {...invalidProps('product-seo-title', errors.seoTitle?.message)}
          {...form.register('seoTitle')}
        />
      </FormField>
      <FormField
        id="product-seo-description"
        label={t('form.seo.description')}
        error={errors.seoDescription?.message}
        hint={t('form.seo.counter', { count: description.length, max: SEO_DESCRIPTION_MAX })}
      >
        <textarea
          id="product-seo-description"
          rows={3}
          {...invalidProps('product-seo-description', errors.seoDescription?.message)}
          {...form.register('seoDescription')}
        />
      </FormField>
      <button
        type="button"
        className="btn btn-outline"
        onClick={handleGenerate}
        disabled={generate.isPending}
      >
        {generate.isPending ? t('form.seo.generating') : t('form.seo.generate')}
      </button>
      {notice && (
        <p className="muted" role="status">
          {notice}
        </p>
      )}
      <FailureBanner error={generate.error} lead={t('form.seo.failed')} />
    </fieldset>
  );
}
