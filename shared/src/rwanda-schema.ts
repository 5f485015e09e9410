import { z } from 'zod';
import { DISTRICTS, PROVINCE_NAMES, type Province } from './rwanda';

/**
 * The checks of a Rwandan place at the API's edge. Apart from rwanda.ts so the storefront's
 * first screens can use the places and delivery windows without loading zod.
 */
export const ProvinceSchema = z.enum(PROVINCE_NAMES as [Province, ...Province[]]);
export const DistrictSchema = z
  .string()
  .refine((d) => DISTRICTS.includes(d), { message: 'Please choose one of Rwanda’s 30 districts.' });
