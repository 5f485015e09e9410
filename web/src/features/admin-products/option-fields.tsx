import { COLOR_OPTIONS, MATERIAL_OPTIONS } from '@isoko/shared/catalog/admin-options';
import { termWord } from '@isoko/shared/catalog/term-names';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionChecklist } from './option-checklist';
import { holdsSharedStock, type ProductFormValues } from './product-form-values';
import type { SizeChoice } from './product-options';
import { VariantGrid } from './variant-grid';

export interface OptionFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** The sizes the chosen category offers, if any. */
  sizeChoice: SizeChoice;
  /** Units typed in the plain stock box and shared over the variants, or null. */
  sharedStock: number | null;
}

/** The sizes, colours and materials ticked, and the variant grid they make. */
export function OptionFields({ form, sizeChoice, sharedStock }: OptionFieldsProps) {
  const { t, i18n } = useTranslation('admin-products');
  const { errors } = form.formState;
  const [sizes, colors, materials, variants, price] = form.watch([
    'sizes',
    'colors',
    'materials',
    'variants',
    'price',
  ]);
  return (
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
  );
}
