import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from './form-field';
import { type ProductFormValues, TRANSLATED_LANGUAGES } from './product-form-values';
import './translation-fields.css';

/**
 * The product's name and descriptions in French and Kinyarwanda. Each is optional: the shop
 * shows the English text wherever one is left blank.
 */
export function TranslationFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('admin-translations');
  const errors = form.formState.errors.translations;
  return (
    <fieldset className="admin-form-section">
      <legend>{t('legend')}</legend>
      <p className="muted admin-form-hint">{t('hint')}</p>
      <div className="admin-translations-languages">
        {TRANSLATED_LANGUAGES.map((lang) => {
          const id = (field: string) => `product-${lang}-${field}`;
          const error = errors?.[lang];
          return (
            <fieldset key={lang} className="admin-translation-group" lang={lang}>
              <legend>{t(`language.${lang}`)}</legend>
              <FormField id={id('name')} label={t(`name.${lang}`)} error={error?.name?.message}>
                <input
                  id={id('name')}
                  autoComplete="off"
                  {...invalidProps(id('name'), error?.name?.message)}
                  {...form.register(`translations.${lang}.name`)}
                />
              </FormField>
              <FormField
                id={id('short')}
                label={t(`shortDescription.${lang}`)}
                error={error?.shortDescription?.message}
              >
                <input
                  id={id('short')}
                  {...invalidProps(id('short'), error?.shortDescription?.message)}
                  {...form.register(`translations.${lang}.shortDescription`)}
                />
              </FormField>
              <FormField
                id={id('description')}
                label={t(`description.${lang}`)}
                error={error?.description?.message}
              >
                <textarea
                  id={id('description')}
                  rows={4}
                  {...invalidProps(id('description'), error?.description?.message)}
                  {...form.register(`translations.${lang}.description`)}
                />
              </FormField>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
