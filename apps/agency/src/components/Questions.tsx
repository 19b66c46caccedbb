import { buttonClass } from '@agency/ui-kit/public';
import { Link } from '@agency/router';
import { AGENCY_PHONE, AGENCY_TEL, AGENCY_WHATSAPP, FAQ } from '../reach.ts';
import './questions.css';

/** The questions owners ask, each a disclosure that works without JavaScript. */
export function Questions() {
  return (
    <section className="uk-container agency__section" aria-labelledby="faq-title">
      <div className="agency__section-head">
        <p className="uk-eyebrow">Questions</p>
        <h2 id="faq-title" className="agency__h2">
          What owners ask us
        </h2>
      </div>
      <div className="agency__faq">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="agency__question">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The page's last word: reach out, by the form, a call or WhatsApp. */
export function ReachOut() {
  return (
    <section className="agency__band agency__closing" aria-labelledby="reach-title">
      <div className="uk-container agency__closing-inner">
        <h2 id="reach-title" className="agency__h2">
          Ready to sell online?
        </h2>
        <p>Tell us about your business. We answer within a working day.</p>
        <div className="uk-row agency__closing-actions">
          <Link to="/contact" className={buttonClass('primary')}>
            Reach out
          </Link>
          <a href={AGENCY_WHATSAPP} className={buttonClass('secondary')} rel="noopener noreferrer">
            WhatsApp us
          </a>
          <a href={AGENCY_TEL} className={buttonClass('secondary')}>
            Call {AGENCY_PHONE}
          </a>
        </div>
      </div>
    </section>
  );
}
