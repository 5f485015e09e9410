import { zodResolver } from '@hookform/resolvers/zod';
import { COLOR_OPTIONS, MATERIAL_OPTIONS } from '@isoko/shared/catalog/admin-options';
import { GENDERS } from '@isoko/shared/catalog/constants';
import { termWord } from '@isoko/shared/catalog/term-names';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { FailureBanner } from './failure-banner';
import { FormField, invalidProps } from './form-field';
import { MediaUploader } from './media-uploader';
import { OptionChecklist } from './option-checklist';
import {
  carryStock,
  EMPTY_PRODUCT,
  holdsSharedStock,
  ProductFormValues,
  type StockTyped,
  syncVariantRows,
  toProductInput,
} from './product-form-values';
import { sizeChoicesFor } from './product-options';
import { productCategoriesQuery, useSaveProduct } from './queries';
import { SeoFields } from './seo-fields';
import { serverFieldErrors } from './server-field-errors';
import { TagInput } from './tag-input';
import { TranslationFields } from './translation-fields';
import { VariantGrid } from './variant-grid';
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
  const { t, i18n } = useTranslation('admin-products');
  const categories = useQuery(productCategoriesQuery());
  const save = useSaveProduct();
  const [uploading, setUploading] = useState(false);
  const [askPlaceholder, setAskPlaceholder] = useState<ProductFormValues | null>(null);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormValues),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [categoryId, subcategoryId, sizes, colors, materials, variants, media, tags, negotiable, price] =
    form.watch([
      'categoryId',
      'subcategoryId',
      'sizes',
      'colors',
      'materials',
      'variants',
      'media',
      'tags',
      'negotiable',
      'price',
    ]);

  const category = categories.data?.find((c) => c.id === categoryId);
  const subcategory = category?.subcategories.find((s) => s.id === subcategoryId);
  const sizeChoice = sizeChoicesFor(category?.slug, subcategory?.slug);

  // Sizes the new category does not offer are dropped (a phone has no XL); the grid follows.
  useEffect(() => {
    const kept = sizes.filter((s) => sizeChoice.options.includes(s));
    if (kept.length !== sizes.length) form.setValue('sizes', kept);
  }, [sizeChoice, sizes, form]);
  // Units typed in the plain stock box, shared over the variants while none is changed by hand.
  const [sharedStock, setSharedStock] = useState<number | null>(null);
  useEffect(() => {
    const current = form.getValues('variants');
    const rows = syncVariantRows(sizes, colors, current);
    const same = rows.length === current.length && rows.every((r, i) => r === current[i]);
    if (same) return;
    // Nothing typed is lost: the plain stock goes to the variants, or the grid's total back.
    const carried = carryStock(current, rows, form.getValues('stock'), sharedStock);
    form.setValue('variants', carried.variants, { shouldDirty: carried.shared !== null });
    if (carried.stock !== form.getValues('stock'))
      form.setValue('stock', carried.stock, { shouldDirty: true });
    setSharedStock(carried.shared);
  }, [sizes, colors, form, sharedStock]);

  // The category boxes are controlled: their options arrive with the categories, and a native
  // select left to the form library would read as empty before they do.
  const pickCategory = (category: string, subcategory: string) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('categoryId', category, opts);
    form.setValue('subcategoryId', subcategory, opts);
  };

  const send = async (values: ProductFormValues) => {
    try {
      // A new product sends every stock; an edit only the boxes typed in.
      const dirty = form.formState.dirtyFields;
      const typed: StockTyped = (row) =>
        !productId || (row === 'plain' ? !!dirty.stock : !!dirty.variants?.[row]?.stock);
      onSaved(await save.mutateAsync({ id: productId, body: toProductInput(values, typed) }));
    } catch (error) {
      // The banner says what failed; fields the server named get their own message too.
      for (const { field, message } of serverFieldErrors(error)) form.setError(field, { message });
    }
  };
  const handleSubmit = form.handleSubmit(async (values) => {
    // With no picture the shop shows its placeholder: say so before saving.
    if (values.media.length === 0) {
      setAskPlaceholder(values);
      return;
    }
    await send(values);
  });

  const field = (name: 'name' | 'price' | 'originalPrice' | 'stock' | 'brand' | 'floorPrice') => ({
    id: `product-${name}`,
    error: errors[name]?.message,
  });

  return (
    <form
      className="admin-product-form"
      onSubmit={handleSubmit}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <FailureBanner error={save.error} lead={productId ? t('form.updateFailed') : t('form.createFailed')} />

      <fieldset className="admin-form-section">
        <legend>{t('form.sections.basics')}</legend>
        <FormField {...field('name')} label={t('form.name')} required>
          <input
            id="product-name"
            autoComplete="off"
            {...invalidProps('product-name', errors.name?.message)}
            {...form.register('name')}
          />
        </FormField>
        <FormField
          id="product-short"
          label={t('form.shortDescription')}
          error={errors.shortDescription?.message}
        >
          <input id="product-short" {...form.register('shortDescription')} />
        </FormField>
        <FormField id="product-description" label={t('form.description')} error={errors.description?.message}>
          <textarea id="product-description" rows={5} {...form.register('description')} />
        </FormField>
        <div className="field-row">
          <FormField
            id="product-category"
            label={t('form.category')}
            error={errors.categoryId?.message}
            required
          >
            <select
              id="product-category"
              {...invalidProps('product-category', errors.categoryId?.message)}
              name="categoryId"
              value={categoryId}
              onChange={(e) => pickCategory(e.target.value, '')}
            >
              <option value="">{t('form.chooseCategory')}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="product-subcategory" label={t('form.subcategory')}>
            <select
              id="product-subcategory"
              name="subcategoryId"
              disabled={!category?.subcategories.length}
              value={subcategoryId}
              onChange={(e) => pickCategory(categoryId, e.target.value)}
            >
              <option value="">{t('form.noSubcategory')}</option>
              {category?.subcategories.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {categories.isError && <FailureBanner error={categories.error} lead={t('form.categoriesFailed')} />}
        <div className="field-row">
          <FormField {...field('brand')} label={t('form.brand')} hint={t('form.brandHint')}>
            <input id="product-brand" {...form.register('brand')} />
          </FormField>
          <FormField id="product-gender" label={t('form.gender')}>
            <select id="product-gender" {...form.register('gender')}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`form.genders.${g}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </fieldset>

      <fieldset className="admin-form-section">
        <legend>{t('form.sections.pricing')}</legend>
        <div className="field-row">
          <FormField {...field('price')} label={t('form.price')} required>
            <input
              id="product-price"
              inputMode="numeric"
              {...invalidProps('product-price', errors.price?.message)}
              {...form.register('price')}
            />
          </FormField>
          <FormField
            {...field('originalPrice')}
            label={t('form.originalPrice')}
            hint={t('form.originalPriceHint')}
          >
            <input id="product-originalPrice" inputMode="numeric" {...form.register('originalPrice')} />
          </FormField>
          {variants.length === 0 && (
            <FormField {...field('stock')} label={t('form.stock')} required>
              <input
                id="product-stock"
                inputMode="numeric"
                {...invalidProps('product-stock', errors.stock?.message)}
                {...form.register('stock')}
              />
            </FormField>
          )}
        </div>
        <div className="admin-form-negotiation">
          <label className="admin-option">
            <input
              type="checkbox"
              checked={!negotiable}
              onChange={(e) => form.setValue('negotiable', !e.target.checked)}
            />
            {t('form.notNegotiable')}
          </label>
          {negotiable && (
            <FormField {...field('floorPrice')} label={t('form.floorPrice')} hint={t('form.floorHint')}>
              <input
                id="product-floorPrice"
                inputMode="numeric"
                {...invalidProps('product-floorPrice', errors.floorPrice?.message)}
                {...form.register('floorPrice')}
              />
            </FormField>
          )}
        </div>
      </fieldset>

      <fieldset className="admin-form-section">
        <legend>{t('form.sections.options')}</legend>
        {sizeChoice.kind !== 'none' && (
          <OptionChecklist
            legend={sizeChoice.kind === 'storage' ? t('form.storage') : t('form.sizes')}
            options={sizeChoice.options}
            value={sizes}
            onChange={(next) => form.setValue('sizes', next)}
          />
        )}
        <OptionChecklist
          legend={t('form.colors')}
          options={COLOR_OPTIONS}
          value={colors}
          onChange={(next) => form.setValue('colors', next)}
          labelOf={(c) => termWord('color', c, i18n.language)}
        />
        <OptionChecklist
          legend={t('form.materials')}
          options={MATERIAL_OPTIONS}
          value={materials}
          onChange={(next) => form.setValue('materials', next)}
          labelOf={(m) => termWord('material', m, i18n.language)}
        />
        <VariantGrid
          rows={variants}
          register={form.register}
          errors={errors.variants}
          basePrice={price}
          sharedStock={sharedStock !== null && holdsSharedStock(variants, sharedStock) ? sharedStock : 0}
        />
      </fieldset>

      <fieldset className="admin-form-section">
        <legend>{t('form.sections.media')}</legend>
        <MediaUploader
          value={media}
          onChange={(next) => form.setValue('media', next, { shouldDirty: true })}
          onUploadingChange={setUploading}
        />
      </fieldset>

      <fieldset className="admin-form-section">
        <legend>{t('form.sections.tags')}</legend>
        <label htmlFor="product-tags" className="visually-hidden">
          {t('form.tags.label')}
        </label>
        <TagInput id="product-tags" value={tags} onChange={(next) => form.setValue('tags', next)} />
        {errors.tags?.message && <p className="field-error">{t(errors.tags.message)}</p>}
        <div className="admin-options-list">
          {(['isNew', 'isFeatured', 'freeShipping'] as const).map((flag) => (
            <label key={flag} className="admin-option">
              <input type="checkbox" {...form.register(flag)} />
              {t(`form.flags.${flag}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <TranslationFields form={form} />

      <SeoFields form={form} productId={productId} />

      <div className="admin-form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={isSubmitting || uploading || save.isPending}
        >
          {save.isPending
            ? t('form.saving')
            : uploading
              ? t('form.waitUpload')
              : productId
                ? t('form.save')
                : t('form.create')}
        </button>
      </div>

      {askPlaceholder && (
        <ConfirmDialog
          title={t('form.placeholderTitle')}
          message={t('form.placeholderConfirm')}
          confirmLabel={t('form.placeholderYes')}
          onCancel={() => setAskPlaceholder(null)}
          onConfirm={() => {
            const values = askPlaceholder;
            setAskPlaceholder(null);
            void send(values);
          }}
        />
      )}
    </form>
  );
}
