/**
 * Every text the product's original specification quotes (labels, toasts, errors), letter for
 * letter, and where the product says it. docs/product-rules.md states the rules; this list is what
 * spec-texts.test.ts (and auth-gate's spec-texts.test.tsx, which renders the sign-in screens) checks.
 *
 * - `rule`: a function or constant of the code produces the text; the test calls it.
 * - `source`: the text is a whole literal in that file (a JSX text, a quoted string or a template),
 *   not part of a longer sentence.
 * - `label`: the text is what a person reads in each file: a `label` or `title` (a menu entry, a
 *   section) or a JSX text, never a path or key that happens to be spelt the same (the demo's
 *   'overview').
 * - `superseded`: a placeholder of the original that a real screen replaced; the reason says which.
 */
export type SpecText =
  | { text: string; rule: string }
  | { text: string; source: string[] }
  | { text: string; label: string[] }
  | { text: string; superseded: string };

export const SPEC_TEXTS: SpecText[] = [
  // Public site
  { text: 'Reach out', source: ['apps/agency/src/components/StartActions.tsx'] },
  {
    text: 'Main',
    superseded: "the /blog placeholder is the blog's index, headed by what the blog is about",
  },
  {
    text: 'Article',
    superseded: 'the /blog/{slug} placeholder shows the published article itself',
  },
  { text: '404 - Page Not Found', source: ['packages/ui-kit/src/State.tsx'] },
  {
    text: 'The page you are looking for does not exist.',
    source: ['packages/ui-kit/src/State.tsx'],
  },
  { text: 'home', label: ['apps/agency/src/components/SiteHeader.tsx'] },
  { text: 'blog', label: ['apps/agency/src/components/SiteHeader.tsx'] },
  { text: 'contact us', source: ['apps/agency/src/components/SiteHeader.tsx'] },
  // The areas' menus (the store admin's, the marketer admin's and the owner's), and the demo's.
  {
    text: 'Overview',
    label: [
      'apps/marketer-admin/src/App.tsx',
      'apps/business/src/App.tsx',
      'apps/storefront/src/routes/admin/index.tsx',
    ],
  },
  {
    text: 'Analytics',
    label: [
      'apps/marketer-admin/src/App.tsx',
      'apps/business/src/App.tsx',
      'apps/storefront/src/routes/admin/index.tsx',
    ],
  },
  { text: 'Businesses', label: ['apps/marketer-admin/src/App.tsx'] },
  {
    text: 'Settings',
    label: [
      'apps/marketer-admin/src/App.tsx',
      'apps/business/src/App.tsx',
      'apps/storefront/src/routes/admin/index.tsx',
    ],
  },
  { text: 'overview', label: ['apps/marketer-admin/src/App.tsx'] },
  { text: 'analytics', label: ['apps/marketer-admin/src/App.tsx'] },
  { text: 'businesses', label: ['apps/marketer-admin/src/App.tsx'] },
  { text: 'settings', label: ['apps/marketer-admin/src/App.tsx'] },
  // Blog editor
  { text: 'Blog', source: ['apps/marketer-admin/src/App.tsx'] },
  { text: 'Create a new post', source: ['apps/blog-editor/src/routes/index.tsx'] },
  { text: 'Visit', source: ['apps/blog-editor/src/routes/index.tsx'] },
  { text: 'Update', rule: 'ACTION_LABELS.update' },
  { text: 'Posting a new article', rule: "editorTitle('create')" },
  { text: 'Updating', rule: "editorTitle('edit')" },
  {
    text: 'Short introduction to describe your article',
    source: ['apps/blog-editor/src/routes/$post/ArticleFields.tsx'],
  },
  { text: 'Draft', rule: 'ACTION_LABELS.draft' },
  { text: 'Post', rule: 'ACTION_LABELS.post' },
  { text: 'Archive', rule: 'ACTION_LABELS.archive' },
  // Business-owner area
  { text: 'My Businesses', source: ['apps/business/src/App.tsx'] },
  { text: 'Add a new Business', source: ['apps/business/src/routes/businesses/new.tsx'] },
  { text: 'New', superseded: "businesses/new is the 'Add a new Business' form" },
  { text: 'Business', superseded: "businesses/{id} shows that business's own name" },
  // Storefront
  // The demo brand's tagline is its seed data (stores' looks are data, docs/product-rules.md).
  { text: 'cravings sorted ASAP', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Talk to us', source: ['apps/storefront/src/components/StoreHeader.tsx'] },
  { text: 'Visit our store', source: ['apps/storefront/src/routes/index.tsx'] },
  { text: 'Categories', source: ['apps/storefront/src/components/CategoriesMenu.tsx'] },
  // The Categories menu's groups: the demo store's data ('Pocessed Snails' is spelt so).
  { text: 'custom', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Live Snails', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Pocessed Snails', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Snail Meat Delicacies', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Snail Farming Supplies', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Educational & Consulting', source: ['apps/api/src/catalogue/seed.ts'] },
  { text: 'Sort', source: ['apps/storefront/src/routes/$id/store/index.tsx'] },
  { text: 'Latest', rule: 'SORTS[0]' },
  { text: 'Oldest', rule: 'SORTS[1]' },
  { text: 'Most Popular', rule: 'SORTS[2]' },
  { text: 'Details', label: ['apps/storefront/src/routes/$id/store/$productId.tsx'] },
  { text: 'Delivery', label: ['apps/storefront/src/routes/$id/store/$productId.tsx'] },
  { text: 'test', superseded: 'the cart drawer lists the chosen items, not placeholder lines' },
  {
    text: 'Proceed to checkout',
    source: [
      'apps/storefront/src/components/CartDrawer.tsx',
      'apps/storefront/src/components/OptionChooser.tsx',
    ],
  },
  {
    text: 'Our Items',
    source: [
      'apps/storefront/src/routes/admin/items/index.tsx',
      'apps/storefront/src/routes/admin/index.tsx',
    ],
  },
  { text: '/mo', source: ['apps/storefront/src/routes/admin/items/ItemForm.tsx'] },
  { text: 'Add to Cart', source: ['apps/storefront/src/components/OptionChooser.tsx'] },
  // Validation
  { text: '{Field} not entered or value entered is not valid', rule: 'contactFieldError' },
  { text: 'Enter a valid email address', rule: 'EMAIL_INVALID' },
  { text: 'Passwords do not match', rule: 'PASSWORDS_DIFFER' },
  { text: 'This field is required', rule: 'REQUIRED_MESSAGE' },
  { text: 'No variants match selected', rule: 'NO_MATCH_MESSAGE' },
  {
    text: 'A similar business named "<existing name>" already exists, reach out to <a named contact> if you feel this is a bad catch',
    rule: 'similarBusinessMessage',
  },
  // Calls' answers
  { text: 'Message sent successfully', source: ['apps/agency/src/routes/contact.tsx'] },
  { text: "You've logged in successfully", source: ['packages/auth-gate/src/SignInScreen.tsx'] },
  { text: 'Otp sent successfully', source: ['packages/auth-gate/src/ForgotPasswordScreen.tsx'] },
  {
    text: 'Password modified successfully',
    source: ['packages/auth-gate/src/ForgotPasswordScreen.tsx'],
  },
  { text: 'added successfully', rule: "'<name> added successfully'" },
  { text: 'Post created successfully', rule: "savedMessage('post')" },
  { text: 'Post updated successfully', rule: "savedMessage('update')" },
  // Errors
  { text: 'Access Denied. No token provided.', rule: 'TOKEN_MISSING' },
  { text: 'Token has expired.', rule: 'TOKEN_EXPIRED' },
  { text: 'Session expired. Please log in again.', rule: 'SESSION_EXPIRED' },
  { text: 'Something went wrong', rule: 'SOMETHING_WENT_WRONG' },
];
