import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../routing';
import { BasicsFields } from './basics-fields';
import { ConfirmDialog } from './confirm-dialog';
import { FailureBanner } from './failure-banner';
import { MediaFields } from './media-fields';
import { OptionFields } from './option-fields';
import { PricingFields } from './pricing-fields';
import { EMPTY_PRODUCT, ProductFormValues } from './product-form-values';
import { sizeChoicesFor } from './product-options';
import { productCategoriesQuery } from './queries';
import { SeoFields } from './seo-fields';
import { TagFields } from './tag-fields';
import { TranslationFields } from './translation-fields';
import { useChosenCategory } from './use-chosen-category';
import { useProductSubmit } from './use-product-submit';
import { useVariantRowsSync } from './use-variant-rows-sync';
import './admin-products.css';

export interface ProductFormProps {
  /** The stored product being edited; a new product without it. */
  productId?: string;
  initial?: ProductFormValues;
  onSaved: (id: string) => void;
}

/**
 * The product's create and edit form. It waits for the categories: a select whose stored value
 * has no option yet would read as empty and lose the product's category.
 */
export function ProductForm(props: ProductFormProps) {
  const { t } = useTranslation('admin-products');
  const categories = useQuery(productCategoriesQuery());
  if (categories.isPending) {
    return (
      <p className="muted" role="status">
        {t('form.loadingCategories')}
      </p>
    );
  }
  return <ProductFormFields {...props} />;
}

/** Every field of the product, its option lists, variants, media and texts. */
function ProductFormFields({ productId, initial = EMPTY_PRODUCT, onSaved }: ProductFormProps) {
  const { t } = useTranslation('admin-products');
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormValues),
    defaultValues: initial,
  });
  const { isSubmitting } = form.formState;
  const { category, subcategory } = useChosenCategory(form);
  const sizeChoice = sizeChoicesFor(category?.slug, subcategory?.slug);
  const sharedStock = useVariantRowsSync(form, sizeChoice);
  // Typed changes are not lost to a stray link or the back button: leaving asks first. The
  // changed fields are read (not isDirty alone, which the form did not redraw for on typing).
  const guard = useLeaveGuard(Object.keys(form.formState.dirtyFields).length > 0);
  const submit = useProductSubmit(form, productId, (id) => {
    guard.release();
    onSaved(id);
  });

  return (
    <form
      className="admin-product-form"
      onSubmit={submit.handleSubmit}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <FailureBanner
        error={submit.save.error}
        lead={productId ? t('form.updateFailed') : t('form.createFailed')}
      />
      <BasicsFields form={form} />
      <PricingFields form={form} />
      <OptionFields form={form} sizeChoice={sizeChoice} sharedStock={sharedStock} />
      <MediaFields form={form} onUploadingChange={setUploading} />
      <TagFields form={form} />
      <TranslationFields form={form} />
      <SeoFields form={form} productId={productId} />

      <div className="admin-form-actions">
        <SaveProductButton
          editing={!!productId}
          saving={submit.save.isPending}
          uploading={uploading}
          disabled={isSubmitting || uploading || submit.save.isPending}
        />
      </div>

      {submit.askingPlaceholder && (
        <ConfirmDialog
          title={t('form.placeholderTitle')}
          message={t('form.placeholderConfirm')}
          confirmLabel={t('form.placeholderYes')}
          onCancel={submit.cancelPlaceholder}
          onConfirm={submit.confirmPlaceholder}
        />
      )}
      {guard.asking && (
        <ConfirmDialog
          title={t('form.leaveTitle')}
          message={t('form.leaveConfirm')}
          confirmLabel={t('form.leaveYes')}
          onCancel={guard.stay}
          onConfirm={guard.leave}
        />
      )}
    </form>
  );
}

interface SaveProductButtonProps {
  /** A stored product is saved; a new one is created. */
  editing: boolean;
  saving: boolean;
  uploading: boolean;
  disabled: boolean;
}

/** The submit button, which says why it waits: the save under way, or a file still uploading. */
function SaveProductButton({ editing, saving, uploading, disabled }: SaveProductButtonProps) {
  const { t } = useTranslation('admin-products');
  return (
    <button type="submit" className="btn btn-primary" disabled={disabled}>
      {saving
        ? t('form.saving')
        : uploading
          ? t('form.waitUpload')
          : editing
            ? t('form.save')
            : t('form.create')}
    </button>
  );
}
