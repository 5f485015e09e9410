/** The Find My Style quiz: three questions whose answers become shop filters. */
export const QUIZ_WHO = ['women', 'men', 'kids', 'anyone'] as const;
export const QUIZ_PRIORITY = ['deals', 'rated', 'new', 'delivery'] as const;
/** Budget bands, in thousands of RWF: under 30, 30-60, 60-100, over 100. */
export const QUIZ_BUDGETS = ['under30', '30to60', '60to100', 'over100'] as const;

export type QuizWho = (typeof QUIZ_WHO)[number];
export type QuizPriority = (typeof QUIZ_PRIORITY)[number];
export type QuizBudget = (typeof QUIZ_BUDGETS)[number];

export interface QuizAnswers {
  who: QuizWho;
  priority: QuizPriority;
  budget: QuizBudget;
}

const CATEGORY: Record<QuizWho, string> = {
  women: 'womens-fashion',
  men: 'mens-fashion',
  kids: 'kids-baby',
  anyone: '',
};

/** Inclusive price bounds; "under 30,000" stops one franc short so the bands do not overlap there. */
export const BUDGET_RANGE: Record<QuizBudget, { minPrice?: number; maxPrice?: number }> = {
  under30: { maxPrice: 29_999 },
  '30to60': { minPrice: 30_000, maxPrice: 60_000 },
  '60to100': { minPrice: 60_000, maxPrice: 100_000 },
  over100: { minPrice: 100_000 },
};

/** The /shop link for a set of answers. */
export function quizLink(answers: QuizAnswers): string {
  const params = new URLSearchParams();
  const category = CATEGORY[answers.who];
  if (category) params.set('category', category);
  const { minPrice, maxPrice } = BUDGET_RANGE[answers.budget];
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  if (answers.priority === 'deals') params.set('minDiscount', '10');
  if (answers.priority === 'rated') params.set('minRating', '4');
  if (answers.priority === 'new') params.set('sortBy', 'newest');
  if (answers.priority === 'delivery') params.set('freeShipping', 'true');
  params.set('inStock', 'true');
  return `/shop?${params.toString()}`;
}
