/**
 * A share's WhatsApp link, in a module of its own: a shop page's Share button needs only this,
 * while whatsapp.ts (the order's messages) brings the delivery rules and Nigeria's places with it.
 */

/** The text a share sends where the Web Share API is missing: the item or cart and its link. */
export function shareHref(text: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
}
