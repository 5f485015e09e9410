import { PRODUCT_TAGS_MAX } from '@isoko/shared/catalog/admin-schema';
import { clipText } from '@isoko/shared/clip-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Tags typed one at a time (Enter or comma adds), each removable; at most 20, none twice. */
export function TagInput({ id, value, onChange }: TagInputProps) {
  const { t } = useTranslation('admin-products');
  const [draft, setDraft] = useState('');
  const full = value.length >= PRODUCT_TAGS_MAX;

  const add = () => {
    // Cut between characters: half an emoji is text the server refuses.
    const tag = clipText(draft.trim().replace(/,$/, '').trim(), 60);
    setDraft('');
    if (!tag || full || value.some((v) => v.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  };

  return (
    <div className="admin-tags">
      <ul className="admin-tags-list" aria-label={t('form.tags.list')}>
        {value.map((tag) => (
          <li key={tag} className="admin-tag">
            {tag}
            <button
              type="button"
              className="admin-tag-remove"
              aria-label={t('form.tags.remove', { tag })}
              onClick={() => onChange(value.filter((v) => v !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="admin-tags-add">
        <input
          id={id}
          value={draft}
          disabled={full}
          placeholder={full ? t('form.tags.full') : t('form.tags.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={add}
          disabled={full || !draft.trim()}
        >
          {t('form.tags.add')}
        </button>
      </div>
      <p className="muted admin-form-hint">
        {t('form.tags.count', { count: value.length, max: PRODUCT_TAGS_MAX })}
      </p>
    </div>
  );
}
