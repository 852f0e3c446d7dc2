import { centsToDollars } from '@rules/money';
import { type PackExpiry, type PackType, packExpiryText, packsOf } from '@rules/packs';
import { PAID_PLAN_IDS, PLANS, TRIAL_DAYS } from '@rules/plans';
import { COMMON_FAQ, COMPARISON_FAQ, type Faq } from '../content/faq';
import { FEATURES } from '../content/features';
import { formatDollars } from '../format';
import { NewsletterSection } from '../NewsletterSection';
import { trackPageEvent } from '../pixel';
import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';
import { DEMO_POSTER, DEMO_VIDEO, SITE_DESCRIPTION } from '../site';

/** The plan most businesses pick: highlighted on its card. */
const POPULAR_PLAN = 'pro';

function Hero() {
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <div className={s.heroGrid}>
        <p className={s.eyebrow}>Job management for Australian trades</p>
        <h1 id="hero-title" className={s.heroTitle}>
          Run every job from first call to paid invoice
        </h1>
        <p className={s.lead}>{SITE_DESCRIPTION}</p>
        <div className={s.actions}>
          <a className={s.button.primary} href="/auth/register">
            Start your {TRIAL_DAYS}-day free trial
          </a>
          <a className={s.button.secondary} href="#pricing">
            See pricing
          </a>
        </div>
        <p className={s.fineprint}>No credit card · No setup fees · Cancel anytime</p>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="features" className={s.section} aria-labelledby="features-title">
      <div className={s.container}>
        <h2 id="features-title" className={s.sectionTitle}>
          Everything a trade business runs on
        </h2>
        <p className={s.sectionLead}>Built with air-conditioning, refrigeration, electrical and equipment-repair businesses.</p>
        <div className={s.grid}>
          {FEATURES.map((f) => (
            <div key={f.title} className={s.card}>
              <h3 className={s.cardTitle}>{f.title}</h3>
              <p className={s.cardText}>{f.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The demo video: only its poster is fetched until the visitor plays it (preload="none"). */
function Demo() {
  return (
    <section id="demo" className={s.sectionAlt} aria-labelledby="demo-title">
      <div className={s.narrow}>
        <h2 id="demo-title" className={s.sectionTitle}>
          See Spanner in two minutes
        </h2>
        <p className={s.sectionLead}>A day in the office and on the road: booking, scheduling, confirming and invoicing a job.</p>
        {/* biome-ignore lint/a11y/useMediaCaption: the demo has no speech; its description is the paragraph above */}
        <video className={s.video} controls preload="none" poster={DEMO_POSTER} width={1280} height={720} aria-labelledby="demo-title">
          <source src={DEMO_VIDEO} type="video/webm" />
          <a href={DEMO_VIDEO}>Download the demo video</a>
        </video>
      </div>
    </section>
  );
}

function Plans() {
  return (
    <section id="pricing" className={s.section} aria-labelledby="pricing-title">
      <div className={s.container}>
        <h2 id="pricing-title" className={s.sectionTitle}>
          Simple pricing for the whole team
        </h2>
        <p className={s.sectionLead}>
          Prices in AUD per month. Every account starts with a {TRIAL_DAYS}-day free trial of Pro. Plan changes take effect immediately with
          pro-rated billing.
        </p>
        <div className={s.grid}>
          {PAID_PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const popular = id === POPULAR_PLAN;
            return (
              <article key={id} className={popular ? `${s.planCard} ${s.planFeatured}` : s.planCard} aria-labelledby={`plan-${id}`}>
                <h3 id={`plan-${id}`} className={s.planName}>
                  {plan.name}
                  {popular && <span className={s.badge}>Most popular</span>}
                </h3>
                <p className={s.price}>
                  {formatDollars(plan.priceMonthly)}
                  <span className={s.priceUnit}> a month</span>
                </p>
                <ul className={s.checklist}>
                  {plan.features.map((feature) => (
                    <li key={feature} className={s.check}>
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  className={popular ? s.button.primary : s.button.secondary}
                  href={`/auth/register?plan=${id}`}
                  aria-label={`Start free trial with ${plan.name}`}
                  onClick={() =>
                    trackPageEvent('ClickButton', {
                      contentId: id,
                      contentType: 'plan',
                      contentName: plan.name,
                      value: centsToDollars(plan.priceMonthly),
                    })
                  }
                >
                  Start free trial
                </a>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}

const PACK_TITLES: Record<PackType, string> = { sms: 'SMS packs', email: 'Email packs' };

function Packs({ expiry }: { expiry: PackExpiry }) {
  return (
    <section id="packs" className={s.sectionAlt} aria-labelledby="packs-title">
      <div className={s.container}>
        <h2 id="packs-title" className={s.sectionTitle}>
          SMS and email add-on packs
        </h2>
        <p className={s.sectionLead}>
          Need more than your plan includes? Buy a pack in the app when you reach your monthly limit. Prices include GST.{' '}
          {packExpiryText(expiry)}
        </p>
        <div className={s.grid}>
          {(['sms', 'email'] as const).map((type) => (
            <div key={type} className={s.card}>
              <table className={s.packTable}>
                <caption>{PACK_TITLES[type]}</caption>
                <thead>
                  <tr>
                    <th scope="col">Credits</th>
                    <th scope="col">Price</th>
                  </tr>
                </thead>
                <tbody>
                  {packsOf(type).map((pack) => (
                    <tr key={pack.productId}>
                      <td>{pack.description}</td>
                      <td>{formatDollars(pack.priceAud)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className={s.faqList}>
      {items.map((f) => (
        <details key={f.question} className={s.faqItem}>
          <summary className={s.faqQuestion}>{f.question}</summary>
          <p className={s.faqAnswer}>{f.answer}</p>
        </details>
      ))}
    </div>
  );
}

function Faqs() {
  return (
    <section id="faq" className={s.section} aria-labelledby="faq-title">
      <div className={s.narrow}>
        <h2 id="faq-title" className={s.sectionTitle}>
          Frequently asked questions
        </h2>
        <h3 className={s.cardTitle}>How Spanner compares</h3>
        <FaqList items={COMPARISON_FAQ} />
        <h3 className={`${s.cardTitle} ${s.faqGap}`}>Common questions</h3>
        <FaqList items={COMMON_FAQ} />
      </div>
    </section>
  );
}

function MobileApp() {
  return (
    <section id="mobile" className={s.sectionAlt} aria-labelledby="mobile-title">
      <div className={s.narrow}>
        <div className={s.cta}>
          <h2 id="mobile-title" className={s.cardTitle}>
            Install Spanner from your browser
          </h2>
          <p className={s.cardText}>
            No app store needed: your technicians put Spanner on their home screen and get today’s jobs, directions, photos and notes, even
            without signal. Sign in on the phone first, then:
          </p>
          <ul className={s.installSteps}>
            <li>
              <strong>Android (Chrome):</strong> open the ⋮ menu, then tap Install app (or Add to Home screen).
            </li>
            <li>
              <strong>iPhone (Safari):</strong> tap Share, then Add to Home Screen.
            </li>
          </ul>
        </div>
        <div className={s.cta}>
          <h2 className={s.cardTitle}>Ready when you are</h2>
          <p className={s.cardText}>Set up your business in minutes. {TRIAL_DAYS} days free, no credit card.</p>
          <a className={s.button.primary} href="/auth/register">
            Start free trial
          </a>
        </div>
      </div>
    </section>
  );
}

/** The landing page (/) for visitors who are not signed in. */
export function LandingPage({ packExpiry }: { packExpiry: PackExpiry }) {
  return (
    <>
      <SiteHeader onLanding />
      <main id="main">
        <Hero />
        <Features />
        <Demo />
        <Plans />
        <Packs expiry={packExpiry} />
        <Faqs />
        <MobileApp />
        <div className={s.narrow}>
          <NewsletterSection source="landing" />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
