import { z } from 'zod';

/** `{ success: true, data }`: the success envelope every client reads. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const Pagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof Pagination>;

/** Query-string integers arrive as text: coerce, bound, and default. */
export const pageQuery = (defaultLimit = 50, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
