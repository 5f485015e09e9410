import { RETURN_WINDOW_DAYS } from '@isoko/shared/assistant/shop-policies';
import { deliveryWindowRange } from '@isoko/shared/rwanda';

/**
 * The "Delivery & returns" line of a demo product's description in each language, its days taken
 * from the same rules as the shipping box, the assistant and the order's estimate, so they agree.
 */
export function deliveryAndReturnsLine(language: 'en' | 'fr' | 'rw'): string {
  const { kigali: k, elsewhere: e } = deliveryWindowRange();
  const r = RETURN_WINDOW_DAYS;
  if (language === 'fr') {
    return `Livraison en ${k[0]} à ${k[1]} jours ouvrables à Kigali et ${e[0]} à ${e[1]} jours ouvrables ailleurs au Rwanda, ou retrait dans notre boutique de Kimironko. Retour possible sous ${r} jours si l’article n’a pas servi.`;
  }
  if (language === 'rw') {
    return `Kikugeraho mu minsi ${k[0]} kugeza kuri ${k[1]} y'akazi i Kigali, no mu minsi ${e[0]} kugeza kuri ${e[1]} ahandi mu Rwanda, cyangwa ukakifatira mu iduka ryacu i Kimironko. Gishobora gusubizwa mu minsi ${r} niba kitarakoreshejwe.`;
  }
  return `Delivered in ${k[0]}-${k[1]} business days in Kigali and ${e[0]}-${e[1]} elsewhere in Rwanda, or collect it from our shop in Kimironko. Returns within ${r} days if unused.`;
}
