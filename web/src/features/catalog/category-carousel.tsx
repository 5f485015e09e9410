import type { HierarchicalCategoryDto } from '@isoko/shared/catalog/schema';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { CategoryIcon, PauseIcon, PlayIcon } from '../layout/icons';

/** Milliseconds between slides. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_SLIDES = 6;

const reducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Six categories in turn: advances every 5 s, pauses while hovered or focused (and when the
 * shopper pauses it), dots to choose a slide, arrow keys to move.
 */
export function CategoryCarousel({ categories }: { categories: HierarchicalCategoryDto[] }) {
  const { t } = useTranslation('home');
  const slides = categories.slice(0, CAROUSEL_SLIDES);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(reducedMotion);
  const id = useId();
  const count = slides.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (!count) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const current = slides[index % count]!;

  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="container carousel"
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={handleKey}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group */}
      <div
        id={id}
        className="carousel-slide"
        role="group"
        aria-roledescription={t('carousel.roleSlide')}
        aria-label={t('carousel.slide', { n: (index % count) + 1, total: count })}
        aria-live={paused ? 'polite' : 'off'}
      >
        <span className="carousel-icon" aria-hidden="true">
          <CategoryIcon slug={current.slug} size={48} />
        </span>
        <div>
          <h2>{current.name}</h2>
          <p>{current.description}</p>
          <p className="muted">{t('carousel.products', { n: current.productCount })}</p>
          <Link to={`/category/${current.slug}`} className="btn btn-primary">
            {t('carousel.shop', { name: current.name })}
          </Link>
        </div>
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          aria-controls={id}
          aria-label={t('carousel.prev')}
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        <div className="dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="dot"
              aria-controls={id}
              aria-label={t('carousel.goTo', { name: s.name })}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          aria-controls={id}
          aria-label={t('carousel.next')}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
        {/* On a phone only the icon shows (the words, longer in Kinyarwanda, would push the row
            past the screen); the words stay its name for screen readers. */}
        <button type="button" className="carousel-pause" onClick={() => setStopped((s) => !s)}>
          {stopped ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          <span className="words-beside-icon">{stopped ? t('carousel.play') : t('carousel.pause')}</span>
        </button>
      </div>
    </section>
  );
}
