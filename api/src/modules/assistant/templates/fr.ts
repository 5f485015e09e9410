import type { ReplyTemplates } from './reply-templates';
import { endSentence } from './sentence-end';

export const FR_REPLIES: ReplyTemplates = {
  greeting: () =>
    "Bonjour ! Je suis l'assistant d'Isoko. Je peux trouver des produits, montrer les meilleures offres, vous renseigner sur la livraison et le paiement, suivre vos commandes et vous aider à faire une offre.",
  help: () =>
    "Je peux vous aider à : chercher des produits (« une robe rouge à moins de 30 000 »), voir les meilleures offres, connaître le prix d'un produit, les frais de livraison pour votre district, les retours et le paiement, suivre vos commandes et négocier un prix.",
  thanks: () => 'Avec plaisir ! Puis-je faire autre chose pour vous ?',
  bye: () => "Au revoir, et merci d'avoir choisi Isoko !",
  fallback: () =>
    "Désolé, je n'ai pas bien compris. Dites-moi ce que vous cherchez, ou posez une question sur la livraison, le paiement, les retours ou vos commandes.",
  searchFound: ({ query, count, total, budget }) =>
    `Voici ${count < total ? `${count} des ${total} produits` : count === 1 ? '1 produit' : `${count} produits`} pour « ${query} »${budget ? ` ${budget}` : ''}.`,
  searchNone: ({ query, budget }) =>
    `Je n'ai rien trouvé pour « ${query} »${budget ? ` ${budget}` : ''}. Essayez d'autres mots ou un budget plus large.`,
  budgetUnder: (amount) => `à moins de ${amount}`,
  budgetOver: (amount) => `à plus de ${amount}`,
  budgetBetween: (min, max) => `entre ${min} et ${max}`,
  clothesAsk: () =>
    'Quels vêtements cherchez-vous : robes, chemises, pantalons, chaussures ? Pour femme ou pour homme ?',
  deals: ({ count, topName, topPercent }) =>
    `Voici ${count} de nos meilleures offres du moment. La plus forte : ${topName}, -${topPercent} %.`,
  noDeals: () => "Aucune offre en cours pour l'instant. Découvrez plutôt nos nouveautés !",
  productPrice: ({ name, price, originalPrice, inStock }) =>
    `${name} coûte ${price}${originalPrice ? ` (au lieu de ${originalPrice})` : ''}. ${inStock ? 'Il est en stock.' : 'Il est en rupture de stock pour le moment.'}`,
  askWhichProduct: () => 'De quel produit parlez-vous ? Ouvrez sa page ou donnez-moi son nom.',
  shippingFee: ({ district, fee, minDays, maxDays, freeAbove }) =>
    `La livraison à ${district} coûte ${fee} et prend de ${minDays} à ${maxDays} jours ouvrables.` +
    (freeAbove ? ` Les commandes de plus de ${freeAbove} sont livrées gratuitement.` : ''),
  shippingFree: ({ district, minDays, maxDays }) =>
    `La livraison à ${district} est gratuite et prend de ${minDays} à ${maxDays} jours ouvrables.`,
  shippingRules: ({ standardFee, freeAbove, kigaliFree }) =>
    [
      `La livraison standard coûte ${standardFee}.`,
      kigaliFree ? 'La livraison dans la ville de Kigali est gratuite.' : '',
      freeAbove ? `Les commandes de plus de ${freeAbove} sont livrées gratuitement partout.` : '',
      'Indiquez-moi votre district pour le montant exact.',
    ]
      .filter(Boolean)
      .join(' '),
  shippingForOrder: ({ order, fee, district, days, kigaliFree }) =>
    [
      fee === null
        ? `Pour une commande de ${order}, la livraison${district ? ` à ${district}` : ''} est gratuite.`
        : `Pour une commande de ${order}, la livraison${district ? ` à ${district}` : ''} coûte ${fee}.`,
      days ? `Elle prend de ${days[0]} à ${days[1]} jours ouvrables.` : '',
      !district && fee !== null && kigaliFree ? 'La livraison dans la ville de Kigali est gratuite.' : '',
      district ? '' : 'Indiquez-moi votre district pour le montant et les jours exacts.',
    ]
      .filter(Boolean)
      .join(' '),
  shippingNoExpress: ({ district, kigali, elsewhere }) =>
    "Nous n'avons pas de livraison express : chaque commande part en livraison standard, " +
    (district
      ? `qui prend de ${district.days[0]} à ${district.days[1]} jours ouvrables jusqu'à ${district.name}.`
      : `qui prend de ${kigali[0]} à ${kigali[1]} jours ouvrables dans la ville de Kigali et de ${elsewhere[0]} à ${elsewhere[1]} ailleurs.`),
  shippingAllFree: () =>
    'La livraison est gratuite pour toute commande, partout au Rwanda. Indiquez-moi votre district et je vous dirai en combien de jours.',
  returns: ({ days }) =>
    `Vous pouvez retourner un article dans les ${days} jours suivant la livraison, non utilisé et dans son emballage, en nous donnant votre numéro de commande.`,
  cancelOrder: () =>
    "Vous pouvez annuler vous-même une commande dans « Mes commandes » tant qu'elle n'est pas payée et que nous n'avons pas commencé à la préparer : ouvrez la commande et appuyez sur « Annuler la commande ». Une fois en préparation, ou payée, appelez-nous et nous l'arrêterons.",
  payment: ({ methods }) =>
    `Vous pouvez payer par ${methods.map((m) => FR_REPLIES.paymentMethod(m)).join(' ou ')}.`,
  ordersSignIn: () =>
    'Connectez-vous pour voir vos commandes, ou donnez-moi votre numéro de suivi (il commence par ISK-TRK-).',
  ordersNone: () => "Vous n'avez pas encore de commande.",
  ordersList: ({ orders }) =>
    `Vos dernières commandes : ${orders.map((o) => `${o.number} (${FR_REPLIES.orderStatus(o.status)}, ${o.total})`).join(' ; ')}.`,
  trackingFound: ({ number, status, location, eta }) =>
    `La commande ${number} est ${FR_REPLIES.orderStatus(status)}. Où elle se trouve : ${endSentence(location)}${eta ? ` Livraison prévue le ${endSentence(eta)}` : ''}`,
  trackingUnknown: ({ number }) => `Je ne connais pas le numéro ${number}. Vérifiez-le et réessayez.`,
  addedToCart: ({ name, price }) => `${name} à ${price} va dans votre panier.`,
  dealInChat: ({ price, minutes, quantity }) =>
    `Marché conclu à ${quantity > 1 ? `${price} l'article pour ${quantity} articles` : price} ! Votre prix est gardé ${minutes} minutes : je le mets dans votre panier. S'il existe en plusieurs tailles ou couleurs et que vous n'avez pas encore choisi, sa page s'ouvre : choisissez, puis touchez « Ajouter au panier » à ce prix.`,
  dealKeptInChat: ({ price, quantity }) =>
    `Vous avez déjà un marché conclu à ${quantity > 1 ? `${price} l'article pour ${quantity} articles` : price}, et il tient toujours : je le mets dans votre panier. S'il existe en plusieurs tailles ou couleurs et que vous n'avez pas encore choisi, sa page s'ouvre : choisissez, puis touchez « Ajouter au panier » à ce prix.`,
  dealSignIn: () => 'Connectez-vous pour obtenir ce prix : d’ici là, votre panier affiche le prix normal.',
  offerNeedsProduct: () =>
    'Sur quel produit voulez-vous faire une offre ? Ouvrez sa page et touchez « Discuter et faire une offre ».',
  orderStatus: (status) =>
    ({
      pending: 'en attente',
      confirmed: 'confirmée',
      processing: 'en préparation',
      shipped: 'expédiée',
      in_transit: 'en route',
      out_for_delivery: 'en cours de livraison',
      delivered: 'livrée',
      cancelled: 'annulée',
    })[status],
  paymentMethod: (method) =>
    ({ mobile_money: 'MTN Mobile Money', cash_on_delivery: 'paiement à la livraison' })[method],
};
