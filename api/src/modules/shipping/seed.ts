import type { SeedStep } from '../../seed/steps';
import { ensureShippingSettings } from './service';

/** Always applied, idempotent: the default rules row (2,000 RWF, Kigali free, free above 50,000 RWF). */
export const shippingSeedStep: SeedStep = {
  name: 'shipping-settings',
  when: 'always',
  run: (deps) => ensureShippingSettings(deps.db),
};
