import { z } from 'zod';
import { Rwf } from '../money';
import { AdminListSearch } from './list-search';
import { AdminPagination } from './orders-schema';

/**
 * The back-office customer list and details (staff and admins).
 *   GET /api/admin/customers      AdminCustomersQuery -> AdminCustomersResponse (`customers` and `data`: the same list)
 *   GET /api/admin/customers/:id  -                   -> AdminCustomerDetailResponse | 404 CUSTOMER_NOT_FOUND
 * Orders (cancelled ones left out), Total Spent (paid orders) and the last order come from orders.
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
/** No sign-in for this long and the customer reads as Inactive. */
export const CUSTOMER_ACTIVE_DAYS = 90;

export const AdminCustomersQuery = z.object({
  /** Case-insensitive contains over name, e-mail and phone. */
  search: AdminListSearch,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_CUSTOMERS_PAGE_SIZE),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

export const AdminCustomerRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name joined. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** ISO 8601 (Joined). */
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** Signed in within CUSTOMER_ACTIVE_DAYS. */
  isActive: z.boolean(),
  /** Accounts are opened by a code sent to the phone. */
  phoneVerified: z.boolean(),
  /** E-mail addresses are not verified by the shop. */
  emailVerified: z.boolean(),
  totalOrders: z.number().int().min(0),
  totalSpent: Rwf,
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

export const AdminCustomersResponse = z.object({
  success: z.literal(true),
  customers: z.array(AdminCustomerRow),
  /** Same list as `customers` (old clients read either). */
  data: z.array(AdminCustomerRow),
  pagination: AdminPagination,
});
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponse>;

export const AdminCustomerAddress = z.object({
  id: z.string(),
  receiverName: z.string(),
  phone: z.string(),
  province: z.string(),
  district: z.string(),
  sector: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});

export const AdminCustomerDetail = AdminCustomerRow.extend({
  /** Total spent over paid orders. */
  /** Null while the customer has no paid order to average over (the screen says n/a). */
  averageOrder: Rwf.nullable(),
  lastOrderAt: z.string().nullable(),
  addresses: z.array(AdminCustomerAddress),
  /** Read from what the customer ordered: most frequent first. */
  preferences: z.object({
    favoriteCategories: z.array(z.string()),
    /** The colours as stored with the orders (English). */
    favoriteColors: z.array(z.string()),
    /**
     * The same colours in the same order, in the answer's language (the staff member's); a
     * colour the catalogue has no translation for keeps its stored word. Absent from older
     * servers: show `favoriteColors` then.
     */
    favoriteColorLabels: z.array(z.string()).optional(),
    /** The sizes as stored with the orders (English for word sizes such as "Medium"). */
    favoriteSizes: z.array(z.string()),
    /**
     * The same sizes in the same order, in the answer's language (the staff member's): "Medium"
     * reads "Moyenne" in French, "M" and "42" as they are. Absent from older servers: show
     * `favoriteSizes` then.
     */
    favoriteSizeLabels: z.array(z.string()).optional(),
  }),
  smsOptIn: z.boolean(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const AdminCustomerParams = z.object({ id: z.string().trim().min(1).max(80) });

export const AdminCustomerDetailResponse = z.object({ success: z.literal(true), data: AdminCustomerDetail });
export type AdminCustomerDetailResponse = z.infer<typeof AdminCustomerDetailResponse>;
