/**
 * The checkout page an `authorization_url` opens: the amount in naira, a choice of card, bank
 * transfer or USSD, and one Pay button. It is a plain form (no script), usable at 390 px and
 * with a keyboard or a screen reader; Pay posts back to the same address.
 */
const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const CHANNELS = [
  ['card', 'Card'],
  ['bank_transfer', 'Bank transfer'],
  ['ussd', 'USSD'],
] as const;

export function checkoutPage(t: {
  amount: number;
  email: string;
  reference: string;
  status: string;
}): string {
  const paid = t.status === 'success';
  const choices = CHANNELS.map(
    ([value, label], i) =>
      `<label class="choice"><input type="radio" name="channel" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
  ).join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${naira(t.amount)} · Paystack (local)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  .choice { display: flex; gap: .5rem; align-items: center; min-height: 44px; padding: 0 .75rem;
    border: 1px solid #ccd; border-radius: 8px; margin-bottom: .5rem; }
  button { width: 100%; min-height: 48px; font-size: 1.1rem; font-weight: 600; color: #fff;
    background: #0b7a3e; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .small { color: #555; font-size: .875rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
  <div class="card">
    <h1>Pay with Paystack</h1>
    <p class="small">${escapeHtml(t.email)}</p>
    <p class="amount">${naira(t.amount)}</p>
    ${
      paid
        ? '<p role="status">This payment is complete.</p>'
        : `<form method="post">
      <fieldset>
        <legend>How do you want to pay?</legend>
        ${choices}
      </fieldset>
      <button type="submit">Pay ${naira(t.amount)}</button>
    </form>`
    }
    <p class="small">Reference: ${escapeHtml(t.reference)}</p>
    <p class="small">A local stand-in for Paystack's checkout: no money moves.</p>
  </div>
</main>
</body>
</html>`;
}
