import { shareHref } from '@agency/contract/catalogue';
import { buttonClass, Button, notify } from '@agency/ui-kit/public';
import { useEffect, useState } from 'react';
import './chat.css';

/**
 * Share an item or a cart (docs/product-rules.md, "Orders on WhatsApp"): a phone's own share sheet
 * (the Web Share API) where there is one, else a WhatsApp link (wa.me/?text=) and Copy link. Drawn
 * once the page runs in a browser: whether it can share, and the page's full address, are only
 * known there.
 */
export function ShareButtons({ title, text, link }: { title: string; text: string; link: string }) {
  const [where, setWhere] = useState<{ url: string; native: boolean } | null>(null);
  useEffect(() => {
    setWhere({
      url: new URL(link, window.location.href).href,
      native: typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches,
    });
  }, [link]);
  if (!where) return null;
  const { url, native } = where;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied. Select it in the address bar and copy it.');
    }
  };
  if (native)
    return (
      <Button
        variant="secondary"
        className="sf-share"
        onClick={() =>
          // A shopper who closes the share sheet is no error.
          navigator.share({ title, text, url }).catch(() => undefined)
        }
      >
        Share
      </Button>
    );
  return (
    <span className="sf-share">
      <a
        className={buttonClass('secondary')}
        href={shareHref(text, url)}
        target="_blank"
        rel="noreferrer"
        data-testid="share-whatsapp"
      >
        Share on WhatsApp
      </a>
      <Button variant="secondary" onClick={copy}>
        Copy link
      </Button>
    </span>
  );
}
