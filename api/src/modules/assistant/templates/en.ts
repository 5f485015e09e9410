import type { ReplyTemplates } from './reply-templates';
import { endSentence } from './sentence-end';

export const EN_REPLIES: ReplyTemplates = {
  greeting: () =>
    'Hello! I am the Isoko assistant. I can find products, show the best deals, tell you about delivery and payment, follow your orders, and help you make an offer.',
  help: () =>
    'I can help you: search for products ("a red dress under 30k"), show the best deals, give a product\'s price, tell you the delivery fee for your district, explain returns and payment, follow your orders, and negotiate a price.',
  thanks: () => 'You are welcome! Anything else I can do for you?',
  bye: () => 'Goodbye, and thank you for shopping at Isoko!',
  fallback: () =>
    'Sorry, I did not quite understand. Could you tell me what you are looking for, or ask about delivery, payment, returns or your orders?',
  searchFound: ({ query, count, total, budget }) =>
    `Here ${count < total ? `are ${count} of ${total} products` : count === 1 ? 'is 1 product' : `are ${count} products`} for "${query}"${budget ? ` ${budget}` : ''}.`,
  searchNone: ({ query, budget }) =>
    `I found nothing for "${query}"${budget ? ` ${budget}` : ''}. Try other words or a bigger budget.`,
  budgetUnder: (amount) => `under ${amount}`,
  budgetOver: (amount) => `over ${amount}`,
  budgetBetween: (min, max) => `between ${min} and ${max}`,
  clothesAsk: () =>
    'Which clothes are you looking for: dresses, shirts, trousers, shoes? For women or for men?',
  deals: ({ count, topName, topPercent }) =>
    `Here are ${count} of our best deals right now. The biggest: ${topName}, ${topPercent}% off.`,
  noDeals: () => 'There are no deals running right now. Have a look at our new arrivals instead!',
  productPrice: ({ name, price, originalPrice, inStock }) =>
    `${name} costs ${price}${originalPrice ? ` (was ${originalPrice})` : ''}. ${inStock ? 'It is in stock.' : 'It is out of stock at the moment.'}`,
  askWhichProduct: () => 'Which product do you mean? Open its page or tell me its name.',
  shippingFee: ({ district, fee, minDays, maxDays, freeAbove }) =>
    `Delivery to ${district} costs ${fee} and takes ${minDays} to ${maxDays} business days.` +
    (freeAbove ? ` Orders over ${freeAbove} ship free.` : ''),
  shippingFree: ({ district, minDays, maxDays }) =>
    `Delivery to ${district} is free and takes ${minDays} to ${maxDays} business days.`,
  shippingRules: ({ standardFee, freeAbove, kigaliFree }) =>
    [
      `Standard delivery costs ${standardFee}.`,
      kigaliFree ? 'Delivery in the City of Kigali is free.' : '',
      freeAbove ? `Orders over ${freeAbove} ship free everywhere.` : '',
      'Tell me your district for the exact fee.',
    ]
      .filter(Boolean)
      .join(' '),
  shippingForOrder: ({ order, fee, district, days, kigaliFree }) =>
    [
      fee === null
        ? `For an order of ${order}, delivery${district ? ` to ${district}` : ''} is free.`
        : `For an order of ${order}, delivery${district ? ` to ${district}` : ''} costs ${fee}.`,
      days ? `It takes ${days[0]} to ${days[1]} business days.` : '',
      !district && fee !== null && kigaliFree ? 'Delivery in the City of Kigali is free.' : '',
      district ? '' : 'Tell me your district for the exact fee and days.',
    ]
      .filter(Boolean)
      .join(' '),
  shippingNoExpress: ({ district, kigali, elsewhere }) =>
    'We have no express delivery: every order goes by standard delivery, ' +
    (district
      ? `which takes ${district.days[0]} to ${district.days[1]} business days to ${district.name}.`
      : `which takes ${kigali[0]} to ${kigali[1]} business days in the City of Kigali and ${elsewhere[0]} to ${elsewhere[1]} elsewhere.`),
  shippingAllFree: () =>
    'Delivery is free on every order, anywhere in Rwanda. Tell me your district and I will tell you how many days it takes.',
  returns: ({ days }) =>
    `You can return an item within ${days} days of delivery. Keep it unused with its packaging, and contact us with your order number.`,
  cancelOrder: () =>
    'You can cancel an order yourself in My Orders while it is not paid and we have not started preparing it: open the order and press "Cancel order". Once it is being prepared, or paid, call us and we will stop it.',
  payment: ({ methods }) =>
    `You can pay with ${methods.map((m) => EN_REPLIES.paymentMethod(m)).join(' or ')}.`,
  ordersSignIn: () =>
    'Please sign in to see your orders, or give me your tracking number (it starts with ISK-TRK-).',
  ordersNone: () => 'You have no orders yet.',
  ordersList: ({ orders }) =>
    `Your latest orders: ${orders.map((o) => `${o.number} (${EN_REPLIES.orderStatus(o.status)}, ${o.total})`).join('; ')}.`,
  trackingFound: ({ number, status, location, eta }) =>
    `Order ${number} is ${EN_REPLIES.orderStatus(status)}. Where it is now: ${endSentence(location)}${eta ? ` Expected by ${endSentence(eta)}` : ''}`,
  trackingUnknown: ({ number }) => `I do not know the number ${number}. Please check it and try again.`,
  addedToCart: ({ name, price }) => `${name} at ${price} is going into your cart.`,
  dealInChat: ({ price, minutes, quantity }) =>
    `Deal at ${quantity > 1 ? `${price} per item for ${quantity} items` : price}! Your price is kept for ${minutes} minutes: I am putting it in your cart. If it comes in sizes or colours and you have not chosen yet, its page opens: choose, then tap Add to Cart at this price.`,
  dealKeptInChat: ({ price, quantity }) =>
    `You already have a deal at ${quantity > 1 ? `${price} per item for ${quantity} items` : price}, and it still holds: I am putting it in your cart. If it comes in sizes or colours and you have not chosen yet, its page opens: choose, then tap Add to Cart at this price.`,
  dealSignIn: () => 'Sign in to get this price: until then your cart shows the regular price.',
  offerNeedsProduct: () =>
    'Which product would you like to make an offer on? Open its page and tap Chat & Make Offer.',
  orderStatus: (status) =>
    ({
      pending: 'pending',
      confirmed: 'confirmed',
      processing: 'being prepared',
      shipped: 'shipped',
      in_transit: 'on the way',
      out_for_delivery: 'out for delivery',
      delivered: 'delivered',
      cancelled: 'cancelled',
    })[status],
  paymentMethod: (method) =>
    ({ mobile_money: 'MTN Mobile Money', cash_on_delivery: 'cash on delivery' })[method],
};
