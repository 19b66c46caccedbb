import { buttonClass, Card, formatNaira } from '@agency/ui-kit/public';
import { Link, usePageMeta } from '@agency/router';
import { DemoStores } from '../components/DemoStores.tsx';
import { Questions, ReachOut } from '../components/Questions.tsx';
import { StartActions } from '../components/StartActions.tsx';
import { PACKAGES } from '../packages.ts';
import { BLOG_FEED, organizationJsonLd } from '../structured-data.ts';
import './home.css';

const DESCRIPTION =
  'Forgeworks forges stores that sell: launch-ready online stores for growing businesses, priced in naira.';

const STEPS = [
  [
    'Tell us about your business',
    'One call to learn what you sell, who buys it and how you deliver.',
  ],
  [
    'We forge your store',
    'Design, catalogue, payments and delivery set up by people who have done it many times.',
  ],
  ['You start selling', 'A launch-ready store on your own domain, with a team that stays on call.'],
];

export function HomePage() {
  usePageMeta({
    title: 'Forgeworks — we forge stores that sell',
    description: DESCRIPTION,
    canonical: '/',
    jsonLd: [organizationJsonLd(DESCRIPTION)],
    feeds: [BLOG_FEED],
  });
  return (
    <>
      <section className="agency__hero">
        <div className="uk-container agency__hero-inner">
          <p className="uk-eyebrow">E-commerce studio</p>
          <h1 className="agency__headline">
            Forgeworks <em>forges stores that sell.</em>
          </h1>
          <p className="agency__lead">
            Launch-ready online stores for growing businesses: beautiful on every phone, priced in
            naira, and built to turn visitors into customers.
          </p>
          <StartActions />
        </div>
      </section>

      <DemoStores />

      <section className="uk-container agency__section" aria-labelledby="packages-title">
        <div className="agency__section-head">
          <p className="uk-eyebrow">Our stores</p>
          <h2 id="packages-title" className="agency__h2">
            Pick the store that fits today
          </h2>
        </div>
        <div className="agency__grid">
          {PACKAGES.map((item) => (
            <Card
              key={item.name}
              title={item.name}
              meta={
                <span className="agency__package-foot">
                  From {formatNaira(item.price)}
                  <Link
                    to={`/contact?store=${item.slug}`}
                    className={buttonClass('secondary', true)}
                  >
                    Ask about {item.name}
                  </Link>
                </span>
              }
            >
              <p className="uk-muted">{item.blurb}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className="agency__band" aria-labelledby="steps-title">
        <div className="uk-container">
          <h2 id="steps-title" className="agency__h2">
            From first call to first sale
          </h2>
          <ol className="agency__steps">
            {STEPS.map(([title, text], index) => (
              <li key={title}>
                <span className="agency__step-no">{index + 1}</span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Questions />
      <ReachOut />
    </>
  );
}
