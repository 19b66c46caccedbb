/**
 * "Order on WhatsApp" opens the store's chat once the order is placed. A browser lets a page open
 * a window only while the shopper's press is being handled, and the order takes a round trip to
 * the API first: so the window is opened at the press, empty, and sent to wa.me when the order is
 * back (or closed if it failed). Where the browser opens none, the order's page offers the same
 * link ("Send the order on WhatsApp").
 */
export interface ChatWindow {
  go(href: string): void;
  close(): void;
}

export function openChatWindow(): ChatWindow {
  let opened: Window | null = null;
  try {
    opened = window.open('', '_blank');
  } catch {
    opened = null;
  }
  return {
    go(href) {
      if (!opened || opened.closed) return;
      // wa.me gets no handle on this page.
      opened.opener = null;
      opened.location.href = href;
    },
    close() {
      opened?.close();
    },
  };
}
